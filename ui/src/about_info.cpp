#include "about_info.h"

#include <QFile>
#include <QRegularExpression>

#include "words/about_words.h"

namespace cribbage::ui {

QString AboutInfo::version() {
    return QStringLiteral(CRIBBAGE_VERSION);
}

QString AboutInfo::qtVersion() {
    return QString::fromLatin1(qVersion());
}

QVariantList AboutInfo::components() {
    return AboutWords::components();
}

QString AboutInfo::noticeText(const QString& notice) {
    // Only the notices compiled in: a name, no path.
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z0-9-]+$"));
    if (!plainName.match(notice).hasMatch()) {
        return {};
    }
    QFile file(QStringLiteral(":/licences/%1.txt").arg(notice));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace cribbage::ui
