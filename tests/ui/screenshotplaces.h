#pragma once

// The screenshots of the places that show one item each (people, accounts, topics, page links,
// webhooks), taken by screenshot_main after its own. Kept apart so that program stays readable.
#include <QPixmap>
#include <QString>

#include <functional>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Ui {
class MainWindow;
} // namespace Audience::Ui

namespace Audience::Testing {

using SaveShot = std::function<void(const QPixmap &, const QString &)>;

// Opens each place on a demo item, waits until its requests are answered, and saves the window.
// False (with a line on stderr) when a place never settles.
bool shootPlaces(Ui::MainWindow &window, Net::ApiClient &client, const SaveShot &save);

} // namespace Audience::Testing
