#include "settings_file_check.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cribbage::ui {
namespace {

// A settings file larger than this is no settings file of the game's: it is checked whole.
constexpr qint64 kMostBytes = 1 << 20;

}  // namespace

bool holdsQtEncodedValue(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    if (file.size() > kMostBytes) {
        return true;
    }
    // A key, '=', and a value beginning with '@', perhaps after spaces or a quote.
    static const QRegularExpression encoded(QStringLiteral(R"(^[^\n=]*=[ \t]*"?[ \t]*@)"),
                                            QRegularExpression::MultilineOption);
    return QString::fromLatin1(file.readAll()).contains(encoded);
}

QString setSettingsAside(const QString& path) {
    const QFileInfo info(path);
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    for (int attempt = 1; attempt <= 1000; ++attempt) {
        const QString suffix = attempt == 1 ? QString() : QStringLiteral("-%1").arg(attempt);
        QString aside =
            info.dir().filePath(QStringLiteral("%1-damaged-%2%3.%4")
                                    .arg(info.completeBaseName(), stamp, suffix, info.suffix()));
        if (!QFileInfo::exists(aside) && QFile::rename(path, aside)) {
            return aside;
        }
    }
    return {};
}

}  // namespace cribbage::ui
