#pragma once

#include <QCoreApplication>

class QTableWidget;
class QWidget;

namespace Audience::Models {
struct ImpactReport;
} // namespace Audience::Models

namespace Audience::Ui {

// The two tables of the impact card: the rates (before and after with their intervals and counts,
// the change in words with its p-value, the rest of the page) and the averages (before, after).
class ImpactTables
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Ui::ImpactTables)
public:
    static QTableWidget *makeRatesTable(QWidget *parent);
    static QTableWidget *makeAveragesTable(QWidget *parent);
    static void fillRates(QTableWidget *table, const Models::ImpactReport &report);
    static void fillAverages(QTableWidget *table, const Models::ImpactReport &report);
    static void clear(QTableWidget *table);
};

} // namespace Audience::Ui
