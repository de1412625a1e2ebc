#include "save_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>
#include <cerrno>

#include "move_aside.h"

#if defined(Q_OS_WIN)
#include <io.h>
#else
#include <unistd.h>
#endif

namespace cribbage::ui {

SaveStore::SaveStore(QString directory, QString fileName)
    : directory_(std::move(directory)), fileName_(std::move(fileName)) {}

QString SaveStore::path() const {
    return QDir(directory_).filePath(fileName_);
}

namespace {

// After a failed write: a disk with less room than the text and a block is full (a short
// write leaves a few bytes free); a folder that is not writable refuses; the rest is a failure,
// with the system's words in the log.
WriteFailure failureOf(const QString& directory, std::size_t textSize, const QString& reason) {
    constexpr qint64 kBlock = 4096;
    const QStorageInfo storage(directory);
    if (storage.isValid() && storage.bytesAvailable() < static_cast<qint64>(textSize) + kBlock) {
        return WriteFailure::DiskFull;
    }
    const QFileInfo folder(directory);
    if (folder.isDir() && !folder.isWritable()) {
        return WriteFailure::NotAllowed;
    }
    qInfo("cribbage: %s could not be written: %s", qPrintable(directory), qPrintable(reason));
    return WriteFailure::Failed;
}

}  // namespace

bool syncedToDisk(int descriptor) {
#if defined(Q_OS_WIN)
    return _commit(descriptor) == 0;
#else
    int result = 0;
    do {
#if defined(_POSIX_SYNCHRONIZED_IO) && _POSIX_SYNCHRONIZED_IO > 0
        result = fdatasync(descriptor);
#else
        result = fsync(descriptor);
#endif
    } while (result != 0 && errno == EINTR);
    return result == 0;
#endif
}

std::optional<WriteFailure> SaveStore::write(const std::string& text) const {
    if (!QDir().mkpath(directory_)) {
        const QFileInfo parent(QFileInfo(directory_).absolutePath());
        return parent.exists() && !parent.isWritable() ? WriteFailure::NotAllowed
                                                       : WriteFailure::Failed;
    }
    QSaveFile file(path());
    if (!file.open(QIODevice::WriteOnly)) {
        return failureOf(directory_, text.size(), file.errorString());
    }
    // QSaveFile::commit replaces the file even after a write that stopped short, or a sync that
    // failed (Qt 6.4): every byte is checked here first, then the flush and the sync, and only
    // then the file replaced.
    const auto size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failureOf(directory_, text.size(), reason);
    }
    if (!syncedToDisk(file.handle())) {
        const QString reason = qt_error_string(errno);
        file.cancelWriting();
        return failureOf(directory_, text.size(), reason);
    }
    if (!file.commit()) {
        return failureOf(directory_, text.size(), file.errorString());
    }
    return std::nullopt;
}

SaveStore::Found SaveStore::read() const {
    const QFileInfo info(path());
    if (!info.exists() && !info.isSymLink()) {
        return {};
    }
    QFile file(path());
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        return {.what = Found::What::Unreadable, .text = {}};
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        return {.what = Found::What::Unreadable, .text = {}};
    }
    return {.what = Found::What::Text, .text = bytes.toStdString()};
}

std::optional<QString> SaveStore::setAside(const QString& kind) const {
    return moveAside(path(), QDir(directory_).filePath(kind), QFileInfo(fileName_).suffix());
}

}  // namespace cribbage::ui
