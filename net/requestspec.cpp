#include "net/requestspec.h"

#include <QUrl>

namespace Audience::Net {

QString RequestSpec::buildPath(std::initializer_list<QStringView> segments)
{
    QString path;
    for (const QStringView segment : segments) {
        path += u'/';
        path += QString::fromLatin1(QUrl::toPercentEncoding(segment.toString()));
    }
    return path;
}

} // namespace Audience::Net
