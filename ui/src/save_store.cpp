#include "save_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace cribbage::ui {

SaveStore::SaveStore(QString directory) : directory_(std::move(directory)) {}

QString SaveStore::path() const {
    return QDir(directory_).filePath(QStringLiteral("current-game.json"));
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

QString SaveStore::setAside() const {
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    const QString aside =
        QDir(directory_).filePath(QStringLiteral("damaged-game-%1.json").arg(stamp));
    if (QFile::rename(path(), aside)) {
        return aside;
    }
    remove();
    return {};
}

void SaveStore::remove() const {
    QFile::remove(path());
}

}  // namespace cribbage::ui
