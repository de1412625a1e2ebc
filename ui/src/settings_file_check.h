#pragma once

#include <QString>
#include <optional>

namespace cribbage::ui {

// What lies at the place of the settings file, found before QSettings reads anything (it
// would wait forever on a FIFO, and decode a crafted "@Variant(...)" into gigabytes).
enum class SettingsFileState {
    Absent,    // nothing yet: a file is written at the first change
    Readable,  // a file of settings as the game writes them
    // A file the game never writes: binary (a NUL byte, not UTF-8), over a MiB, or holding
    // a value only Qt's own decoder reads ("@Variant(...)", "@ByteArray(...)").
    Damaged,
    // Something there that cannot be read as a file: a folder, a FIFO, a device, a symlink
    // that leads nowhere or to itself, a file without permission to read it.
    Unopenable,
    NoFolder,  // the folder it belongs in is a file, or cannot be made: nothing can be kept
};

SettingsFileState settingsFileState(const QString& path);

// The file a QSettings made with no arguments keeps this application's settings in, found
// without making one (it reads the file as it is made, and waits forever on a FIFO): Qt's
// rule for a file of keys, `<config folder>/<organization>/<application>.conf`. Empty where
// the native settings are no such file (Windows's registry, macOS's property lists).
QString nativeSettingsFile();

// Moves what lies at `path` aside, as it is, to `<name>-damaged-<UTC time>.conf` beside it (see
// moveAside); nullopt when it could not be moved.
std::optional<QString> setSettingsAside(const QString& path);

}  // namespace cribbage::ui
