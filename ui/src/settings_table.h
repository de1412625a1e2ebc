#pragma once

#include <QMetaObject>
#include <QSettings>
#include <QVariant>
#include <span>
#include <string_view>

// Every setting of a group (settings_values.h) described once: the key its file has always
// kept it under, the property of the group's value it fills, a new player's value, and the
// check a value passes, read from the file or chosen. Adding a setting is a row here and a
// property of its group.
namespace cribbage::ui {

enum class SettingGroup { Rules, Appearance, Coaching, Language };

struct SettingRow {
    const char* key;
    SettingGroup group;
    const char* property;  // the group value's, as QML reads it; the group itself for Language
    QVariant fallback;     // a new player's; its type is the setting's
    // The value as it is kept, or an invalid QVariant where it may not be (the setting keeps
    // what it was, or its fallback when read); null where any value of the type may be.
    QVariant (*check)(const QVariant& value) = nullptr;
    // How the file keeps it and reads it back (enums by their key, to stay readable); null where
    // the file keeps the value itself.
    QVariant (*toFile)(const QVariant& value) = nullptr;
    QVariant (*fromFile)(const QVariant& kept) = nullptr;
};

std::span<const SettingRow> settingRows();
// The row of `key`, which is one of settingRows().
const SettingRow& settingRow(std::string_view key);

// The value `store` keeps for `row`, checked; the fallback where it keeps none, none that
// passes, or there is no store (forgotten settings).
QVariant keptValue(const QSettings* store, const SettingRow& row);
// `value` kept for `row` in `store` (not yet written to its file).
void keepValue(QSettings& store, const SettingRow& row, const QVariant& value);

// Each row of `group` read from `store` into `gadget`, a value of `meta`.
void readGroup(const QSettings* store, SettingGroup group, const QMetaObject& meta, void* gadget);
// Each row of `group` where `wanted` differs from `now` and passes its check, written into
// `now` and kept in `store` (when there is one); whether any was.
bool changeGroup(QSettings* store, SettingGroup group, const QMetaObject& meta, void* now,
                 const void* wanted);

template <class Gadget>
Gadget keptGroup(const QSettings* store, SettingGroup group) {
    Gadget value;
    readGroup(store, group, Gadget::staticMetaObject, &value);
    return value;
}

template <class Gadget>
bool changeGroup(QSettings* store, SettingGroup group, Gadget& now, const Gadget& wanted) {
    return changeGroup(store, group, Gadget::staticMetaObject, &now, &wanted);
}

}  // namespace cribbage::ui
