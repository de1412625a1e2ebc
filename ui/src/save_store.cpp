#include "save_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace cribbage::ui {

SaveStore::SaveStore(QString directory, QString fileName)
    : directory_(std::move(directory)), fileName_(std::move(fileName)) {}

QString SaveStore::path() const {
    return QDir(directory_).filePath(fileName_);
}

std::optional<QString> SaveStore::write(const std::string& text) const {
    if (!QDir().mkpath(directory_)) {
        return QStringLiteral("cannot create the folder %1").arg(directory_);
    }
    QSaveFile file(path());
    if (!file.open(QIODevice::WriteOnly)) {
        return file.errorString();
    }
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) {
        return file.errorString();
    }
    return std::nullopt;
}

std::optional<std::string> SaveStore::read() const {
    QFile file(path());
    if (!file.exists() || !file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    return file.readAll().toStdString();
}

std::optional<QString> SaveStore::setAside(const QString& kind) const {
    constexpr int kMostTries = 1000;
    const QDir directory(directory_);
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    for (int attempt = 1; attempt <= kMostTries; ++attempt) {
        const QString suffix = attempt == 1 ? QString() : QStringLiteral("-%1").arg(attempt);
        QString aside = directory.filePath(QStringLiteral("%1-%2%3.json").arg(kind, stamp, suffix));
        if (QFileInfo::exists(aside)) {
            continue;
        }
        // QFile::rename never replaces a file, so a name taken meanwhile fails too.
        if (QFile::rename(path(), aside)) {
            return aside;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace cribbage::ui
