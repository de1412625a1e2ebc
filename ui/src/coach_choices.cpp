#include "coach_choices.h"

#include <algorithm>

#include "person_name.h"

namespace cribbage::ui {
namespace {

constexpr auto kCoachGroup = "people/coach";
constexpr auto kEntryName = "name";
constexpr auto kEntryHints = "hints";
constexpr auto kEntryWarnAboveTenths = "warnAboveTenths";

}  // namespace

std::optional<CoachChoice> NamedCoachChoices::of(const QString& name) const {
    const auto found = byName_.find(name);
    return found == byName_.end() ? std::nullopt : std::optional(found->second);
}

bool NamedCoachChoices::set(const QString& name, CoachChoice choice) {
    choice.warnAboveTenths = std::clamp(choice.warnAboveTenths, 0, kMaxWarnAboveTenths);
    if (!isCleanName(name) || of(name) == choice) {
        return false;
    }
    byName_[name] = choice;
    return true;
}

bool NamedCoachChoices::rename(const QString& from, const QString& to) {
    const auto choice = of(from);
    if (!choice || from == to || !isCleanName(to)) {
        return false;
    }
    byName_.erase(from);
    byName_[to] = *choice;
    return true;
}

bool NamedCoachChoices::forget(const QString& name) {
    return byName_.erase(name) > 0;
}

void NamedCoachChoices::read(QSettings& settings) {
    byName_.clear();
    const int size = settings.beginReadArray(kCoachGroup);
    for (int index = 0; index < size; ++index) {
        settings.setArrayIndex(index);
        const QString name = settings.value(kEntryName).toString();
        bool tenthsRead = false;
        const int tenths = settings.value(kEntryWarnAboveTenths).toInt(&tenthsRead);
        const QVariant hints = settings.value(kEntryHints);
        if (isCleanName(name) && tenthsRead && tenths >= 0 && tenths <= kMaxWarnAboveTenths &&
            hints.canConvert<bool>()) {
            byName_[name] = {.hints = hints.toBool(), .warnAboveTenths = tenths};
        }
    }
    settings.endArray();
}

void NamedCoachChoices::write(QSettings& settings) const {
    settings.remove(kCoachGroup);
    settings.beginWriteArray(kCoachGroup, static_cast<int>(byName_.size()));
    int index = 0;
    for (const auto& [name, choice] : byName_) {
        settings.setArrayIndex(index++);
        settings.setValue(kEntryName, name);
        settings.setValue(kEntryHints, choice.hints);
        settings.setValue(kEntryWarnAboveTenths, choice.warnAboveTenths);
    }
    settings.endArray();
}

}  // namespace cribbage::ui
