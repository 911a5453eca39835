#pragma once

namespace Audience::Models {
class ShareImageLoader;
} // namespace Audience::Models

namespace Audience::Ui {

class ImagePlaceholder;

// Ties an image box of a preview to the session's share-image loader: the box asks when it is
// shown, the loader (models/, which makes the request) answers with the image or why it has none.
// A box without a loader stays a placeholder.
class ShareImageBinding
{
public:
    static void bind(ImagePlaceholder *box, Models::ShareImageLoader *loader);
};

} // namespace Audience::Ui
