#include "move_aside.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <filesystem>
#include <system_error>

namespace cribbage::ui {

std::optional<QString> moveAside(const QString& path, const QString& stem, const QString& suffix) {
    constexpr int kMostTries = 1000;
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    for (int attempt = 1; attempt <= kMostTries; ++attempt) {
        const QString number = attempt == 1 ? QString() : QStringLiteral("-%1").arg(attempt);
        QString aside = QStringLiteral("%1-%2%3.%4").arg(stem, stamp, number, suffix);
        if (QFileInfo::exists(aside) || QFileInfo(aside).isSymLink()) {
            continue;
        }
        // QFile::rename never replaces a file, so a name taken meanwhile fails too. It refuses
        // what is not a plain file or folder (a FIFO, a symlink loop): those are renamed as
        // they are, the name having just been found free.
        if (QFileInfo(path).isFile() || QFileInfo(path).isDir()) {
            return QFile::rename(path, aside) ? std::optional(aside) : std::nullopt;
        }
        std::error_code error;
        std::filesystem::rename(QFile::encodeName(path).toStdString(),
                                QFile::encodeName(aside).toStdString(), error);
        return error ? std::nullopt : std::optional(aside);
    }
    return std::nullopt;
}

}  // namespace cribbage::ui
