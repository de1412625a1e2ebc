#include "settings_table.h"

#include <QMetaEnum>
#include <QMetaProperty>
#include <algorithm>
#include <array>

#include "coach_choices.h"
#include "settings_values.h"
#include "translations.h"

namespace cribbage::ui {
namespace {

constexpr int kMaxMatchGames = 99;
// The largest words the table has room for beside the cards (SystemFont's largest scale).
constexpr int kLargestTextSize = 150;

// A value within [low, high], or none that is not a number.
template <int low, int high>
QVariant clamped(const QVariant& value) {
    return std::clamp(value.toInt(), low, high);
}

// The system's font's size (0), or a size from the usual to the largest.
QVariant textSize(const QVariant& value) {
    const int percent = value.toInt();
    return percent == 0 ? percent : std::clamp(percent, 100, kLargestTextSize);
}

QVariant target(const QVariant& value) {
    const int target = value.toInt();
    return target == 61 || target == 121 ? QVariant(target) : QVariant();
}

QVariant players(const QVariant& value) {
    const int players = value.toInt();
    return players >= 2 && players <= 4 ? QVariant(players) : QVariant();
}

// A language the game speaks, or empty for the system's.
QVariant language(const QVariant& value) {
    const QString language = value.toString();
    return language.isEmpty() || gameLanguages().contains(language) ? QVariant(language)
                                                                    : QVariant();
}

template <class E>
QVariant enumerator(const QVariant& value) {
    return QMetaEnum::fromType<E>().valueToKey(value.toInt()) != nullptr
               ? QVariant::fromValue(static_cast<E>(value.toInt()))
               : QVariant();
}

template <class E>
QVariant enumKey(const QVariant& value) {
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(value.toInt()));
}

template <class E>
QVariant enumOfKey(const QVariant& kept) {
    bool ok = false;
    const int value =
        QMetaEnum::fromType<E>().keyToValue(kept.toString().toLatin1().constData(), &ok);
    return ok ? QVariant::fromValue(static_cast<E>(value)) : QVariant();
}

// A setting kept by its enumerator's key: "SkunkAndDoubleSkunk".
template <class E>
SettingRow enumRow(const char* key, SettingGroup group, const char* property, E fallback) {
    return {key,         group,        property, QVariant::fromValue(fallback), &enumerator<E>,
            &enumKey<E>, &enumOfKey<E>};
}

using enum SettingGroup;

}  // namespace

std::span<const SettingRow> settingRows() {
    static const std::array rows{
        SettingRow{"rules/players", Rules, "players", 2, &players},
        SettingRow{"rules/target", Rules, "target", 121, &target},
        enumRow("rules/skunk", Rules, "skunk", SkunkRule::SkunkAndDoubleSkunk),
        SettingRow{"rules/muggins", Rules, "muggins", false},
        SettingRow{"rules/randomFirstDealer", Rules, "randomFirstDealer", false},
        SettingRow{"rules/cribFourCardFlush", Rules, "cribFourCardFlush", false},
        SettingRow{"rules/fiveCardFlushOnly", Rules, "fiveCardFlushOnly", false},
        // Three games a match, not the core's one: a match is what a player sits down to.
        SettingRow{"rules/matchGames", Rules, "matchGames", 3, &clamped<1, kMaxMatchGames>},
        enumRow("table/animationSpeed", Appearance, "animationSpeed", Animations::Speed::Normal),
        SettingRow{"table/cardBack", Appearance, "cardBack", QString()},
        SettingRow{"table/fourColour", Appearance, "fourColour", false},
        SettingRow{"table/highContrast", Appearance, "highContrast", false},
        SettingRow{"table/textSize", Appearance, "textSize", 0, &textSize},
        SettingRow{"table/hints", Coaching, "hints", false},
        SettingRow{"table/warnAboveTenths", Coaching, "warnAboveTenths", 0,
                   &clamped<0, NamedCoachChoices::kMaxWarnAboveTenths>},
        SettingRow{"guide/offered", Coaching, "guideOffered", false},
        SettingRow{"table/language", Language, "language", QString(), &language},
    };
    return rows;
}

const SettingRow& settingRow(std::string_view key) {
    const auto rows = settingRows();
    return *std::find_if(rows.begin(), rows.end(),
                         [key](const SettingRow& row) { return row.key == key; });
}

namespace {

QVariant checked(const SettingRow& row, const QVariant& value) {
    return row.check != nullptr ? row.check(value) : value;
}

}  // namespace

QVariant keptValue(const QSettings* store, const SettingRow& row) {
    QVariant kept = store != nullptr ? store->value(row.key) : QVariant();
    if (!kept.isValid()) {
        return row.fallback;
    }
    if (row.fromFile != nullptr) {
        kept = row.fromFile(kept);
    } else if (!kept.convert(row.fallback.metaType())) {
        return row.fallback;
    }
    kept = kept.isValid() ? checked(row, kept) : kept;
    return kept.isValid() ? kept : row.fallback;
}

void keepValue(QSettings& store, const SettingRow& row, const QVariant& value) {
    store.setValue(row.key, row.toFile != nullptr ? row.toFile(value) : value);
}

void readGroup(const QSettings* store, SettingGroup group, const QMetaObject& meta, void* gadget) {
    for (const SettingRow& row : settingRows()) {
        if (row.group == group) {
            meta.property(meta.indexOfProperty(row.property))
                .writeOnGadget(gadget, keptValue(store, row));
        }
    }
}

bool changeGroup(QSettings* store, SettingGroup group, const QMetaObject& meta, void* now,
                 const void* wanted) {
    bool changed = false;
    for (const SettingRow& row : settingRows()) {
        if (row.group != group) {
            continue;
        }
        const QMetaProperty property = meta.property(meta.indexOfProperty(row.property));
        const QVariant value = checked(row, property.readOnGadget(wanted));
        if (!value.isValid() || value == property.readOnGadget(now)) {
            continue;
        }
        property.writeOnGadget(now, value);
        if (store != nullptr) {
            keepValue(*store, row, value);
        }
        changed = true;
    }
    return changed;
}

}  // namespace cribbage::ui
