#pragma once

#include <QList>
#include <QString>

#include <random>

namespace Sandbox {

// The seeders' only source of chance: std::mt19937 with a fixed seed, so the same seed request always
// writes the same world. (Never QRandomGenerator::global(): that would make every run different.)
class SeedRandom
{
public:
    explicit SeedRandom(quint32 seed) : m_engine(seed) {}

    // Uniform integer in [low, high].
    int between(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_engine); }
    // Uniform real in [low, high).
    double real(double low, double high) { return std::uniform_real_distribution<double>(low, high)(m_engine); }
    bool chance(double probability) { return real(0.0, 1.0) < probability; }

    template <typename T>
    const T &pick(const QList<T> &values) { return values.at(between(0, int(values.size()) - 1)); }

    // Index into `weights`, chosen in proportion to them.
    int weighted(const QList<int> &weights)
    {
        int total = 0;
        for (int weight : weights)
            total += weight;
        int draw = between(0, total - 1);
        for (int i = 0; i < weights.size(); ++i) {
            if (draw < weights.at(i))
                return i;
            draw -= weights.at(i);
        }
        return int(weights.size()) - 1;
    }

private:
    std::mt19937 m_engine;
};

} // namespace Sandbox
