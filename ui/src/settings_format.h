#pragma once

#include <QSettings>

namespace cribbage::ui {

// The settings file's format: the INI text of Qt's QSettings::IniFormat, read and written by the
// game, so that a write that fails is never taken for a settings file. Qt 6.4's QSettings
// writes its INI files through a QSaveFile whose commit() replaces the file even when the write
// in its final flush failed: a full disk left an empty settings file. Here every byte is
// written, flushed and synced to the disk before QSettings may replace the file; when one step
// fails, QSettings drops the new file, keeps the one before and says QSettings::AccessError.
// The files it reads are those QSettings::IniFormat writes, and Qt reads those it writes.
QSettings::Format settingsFormat();

// The INI text of `map` (keys with '/' between groups, values of strings, numbers, truth
// values and lists of strings), and the map read from such a text.
QByteArray settingsText(const QSettings::SettingsMap& map);
QSettings::SettingsMap settingsOfText(QByteArrayView text);

}  // namespace cribbage::ui
