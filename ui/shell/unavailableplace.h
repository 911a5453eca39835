#pragma once

#include "ui/shell/place.h"

namespace Audience::Ui {

// Stands in for a place whose plugin could not be loaded (a broken or partial installation): it
// says which place is missing and why, so the rest of the console goes on working.
class UnavailablePlace : public Place
{
    Q_OBJECT
public:
    UnavailablePlace(const QString &placeId, const QString &title, const QString &reason, QWidget *parent = nullptr);

    QString placeId() const override { return m_placeId; }
    QString title() const override { return m_title; }
    void reload() override {}
    void openItem(const QString &item) override { m_item = item; }
    QString currentItem() const override { return m_item; }
    void focusSearch() override {}

private:
    QString m_placeId;
    QString m_title;
    QString m_item; // kept for the history, though nothing shows it
};

} // namespace Audience::Ui
