#pragma once

#include <QString>
#include <cstdint>
#include <optional>
#include <string>

namespace cribbage::ui {

// Why a file could not be written, as far as the player can act on it. The file that was
// there before is then as it was.
enum class WriteFailure : std::uint8_t {
    DiskFull,    // no room left where the file goes
    NotAllowed,  // its folder may not be written to (or made)
    Failed,      // anything else (the system's reason goes to the log)
};

// Whether the bytes written to the file open as `descriptor` reached the disk (fdatasync, or
// fsync where there is none). Qt 6.4's QSaveFile::commit syncs too but ignores the result, so
// a disk that fails there would still have the file replaced.
bool syncedToDisk(int descriptor);

// One file kept between launches (the saved game, by default), replaced atomically on every
// save, so a crash, a full disk or a failing write leaves the previous save whole.
class SaveStore {
public:
    // Saves in `directory` (created when needed), as `fileName`.
    explicit SaveStore(QString directory, QString fileName = QStringLiteral("current-game.json"));

    QString path() const;
    // Replaces the file with `text` only when every byte of it was written and kept; else says
    // why not, and the file is as it was.
    std::optional<WriteFailure> write(const std::string& text) const;
    // What is where the file goes: nothing, something that cannot be read (a file that may not
    // be opened, a directory, a FIFO, a device, a symlink loop: only a plain file is opened, so
    // nothing blocks), or the text.
    struct Found {
        enum class What : std::uint8_t { Nothing, Unreadable, Text };
        What what = What::Nothing;
        std::string text;  // when What::Text
    };
    Found read() const;
    // A file that cannot be used is renamed out of the way, to `<kind>-<UTC time>.json`, or
    // `<kind>-<UTC time>-2.json` and on when that name is taken (with the file's own suffix in
    // place of json), so it is never read again and not lost either. Returns its new path; nullopt
    // when it could not be renamed: then it is still where it was.
    std::optional<QString> setAside(const QString& kind) const;

private:
    QString directory_;
    QString fileName_;
};

}  // namespace cribbage::ui
