#pragma once

// For a test that walks the main window's places against the demo sandbox: waits until whatever a
// place asked for when it opened has come back, and its lists show it (none still loading).
#include "net/apiclient.h"
#include "ui/common/liststatewidget.h"

#include <QTest>
#include <QWidget>

namespace Audience::Testing {

inline bool settlePlaces(const Net::ApiClient &client, const QWidget *window = nullptr)
{
    return QTest::qWaitFor([&client, window] {
        if (client.requestsInFlight() != 0)
            return false;
        if (window)
            for (const Ui::ListStateWidget *list : window->findChildren<Ui::ListStateWidget *>())
                if (list->isVisibleTo(window) && list->loadState() == Models::LoadState::Loading)
                    return false;
        return true;
    }, 20000);
}

} // namespace Audience::Testing
