#include "ui/common/shareimagebinding.h"

#include "models/workspace/shareimageloader.h"
#include "ui/common/imageplaceholder.h"

#include <QUrl>

namespace Audience::Ui {

void ShareImageBinding::bind(ImagePlaceholder *box, Models::ShareImageLoader *loader)
{
    if (!box || !loader)
        return;
    using State = Models::ShareImageLoader::Result::State;
    const auto apply = [box, loader](const QUrl &url) {
        if (QUrl(box->url()) != url)
            return; // the box shows another image by now
        const Models::ShareImageLoader::Result result = loader->result(url);
        if (result.state == State::Loaded)
            box->setLoadedImage(result.image);
        else if (result.state == State::Failed)
            box->setProblem(result.error);
    };
    QObject::connect(loader, &Models::ShareImageLoader::finished, box, apply);
    QObject::connect(box, &ImagePlaceholder::imageWanted, loader, [loader, apply](const QString &address) {
        const QUrl url(address);
        loader->load(url);
        apply(url); // kept from earlier in the session: shown at once
    });
}

} // namespace Audience::Ui
