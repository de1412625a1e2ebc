#pragma once

#include <QString>

namespace cribbage::ui {

// Whether the settings file at `path` holds a value only Qt's own decoder reads: "@Variant(...)",
// "@ByteArray(...)". QSettings decodes such a value before the game can check it, and a crafted
// one makes it allocate gigabytes; the game never writes one. A missing file holds none.
bool holdsQtEncodedValue(const QString& path);

// Moves the settings file at `path` aside, to a free name beside it; the name, or empty when
// it could not be moved.
QString setSettingsAside(const QString& path);

}  // namespace cribbage::ui
