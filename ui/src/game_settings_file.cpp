// The settings' file: what open() finds at its place before QSettings reads it, and each write.
#include "game_settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLockFile>
#include <QSysInfo>

#include "settings_file_check.h"
#include "settings_format.h"

namespace cribbage::ui {
namespace {

// The lock QSettings takes on `file` while it writes it, left behind when it could not be
// removed (a failing disk): it holds this process's id, so QSettings would wait 30 s for it to
// go stale at every change. No lock of this process outlives a write: it is removed.
void removeOwnLeftoverLock(const QString& file) {
    const QString path = file + QStringLiteral(".lock");
    if (!QFileInfo::exists(path)) {
        return;
    }
    QLockFile lock(path);
    qint64 process = 0;
    QString host;
    QString application;
    if (lock.getLockInfo(&process, &host, &application) &&
        process == QCoreApplication::applicationPid() && host == QSysInfo::machineHostName()) {
        lock.removeStaleLockFile();
    }
}

}  // namespace

// What lies at `path`, the settings file, that QSettings could not read, or would decode
// dangerously, is moved aside as it is before QSettings reads anything, and the settings start
// from their defaults; where nothing can be kept, nothing is written. An empty path (the
// native settings of Windows and macOS) is not checked.
GameSettings::FileCheck GameSettings::checkedFile(const QString& path) {
    if (path.isEmpty()) {
        return {};
    }
    const SettingsFileState state = settingsFileState(path);
    switch (state) {
        case SettingsFileState::Absent:
        case SettingsFileState::Readable:
            return {};
        case SettingsFileState::NoFolder:
            return {.notice = tr("Your settings cannot be kept: %1, where they belong, is not a "
                                 "folder. The game uses its own settings, and your changes hold "
                                 "until you close it.")
                                  .arg(QFileInfo(path).absolutePath()),
                    .somethingWasThere = false,
                    .keep = false};
        case SettingsFileState::Damaged:
        case SettingsFileState::Unopenable:
            break;
    }
    const auto aside = setSettingsAside(path);
    if (!aside) {
        // Kept where it is, and never written over: the settings are forgotten this time.
        return {.notice = tr("Your settings could not be read, so the game uses its own this "
                             "time."),
                .somethingWasThere = true,
                .keep = false};
    }
    const QString notice =
        state == SettingsFileState::Damaged
            ? tr("Your settings could not be read, so the game starts from its own. The file "
                 "was kept as %1.")
            : tr("Your settings could not be opened, so the game starts from its own. What was "
                 "there was moved aside as it was, to %1.");
    return {.notice = notice.arg(*aside), .somethingWasThere = true, .keep = true};
}

std::unique_ptr<QSettings> GameSettings::settingsIn(const QString& file) {
    const QString path = file.isEmpty() ? nativeSettingsFile() : file;
    return path.isEmpty() ? std::make_unique<QSettings>()
                          : std::make_unique<QSettings>(path, settingsFormat());
}

// A read that failed (a failing disk): the defaults, or the part read, would be written over
// the file at the next change, so nothing is.
void GameSettings::openStore(const QString& file, FileCheck& check) {
    store_ = settingsIn(file);
    if (store_->status() != QSettings::NoError) {
        store_.reset();
        check = {.notice = tr("Your settings could not be read, so the game uses its own this "
                              "time."),
                 .somethingWasThere = true,
                 .keep = false};
    }
}

// Writes every change; when the file cannot be written, the one before it stays as it was,
// the player is told, and the next change writes this one too (QSettings keeps it). Forgotten
// settings write nothing.
void GameSettings::sync() {
    if (!store_) {
        return;
    }
    removeOwnLeftoverLock(store_->fileName());
    store_->sync();
    if (store_->status() != QSettings::NoError) {
        setNotice(tr("Your settings could not be saved to %1. Your changes hold until you close "
                     "the game, and it tries again at your next change: free some space on the "
                     "disk, or check that the folder may be written to.")
                      .arg(store_->fileName()));
    }
}

}  // namespace cribbage::ui
