#pragma once

#include <type_traits>

#include "game_settings.h"

namespace cribbage::ui {

// One setting changed from C++ as a player changes it in a dialog, the rest of its group kept:
// changeSetting(settings, &RuleSettings::target, 61).
template <class Group, class T>
void changeSetting(GameSettings& settings, T Group::*field, std::type_identity_t<T> value) {
    if constexpr (std::is_base_of_v<Group, RulesValue>) {
        RulesValue rules = settings.rules();
        rules.*field = value;
        settings.setRules(rules);
    } else if constexpr (std::is_same_v<Group, AppearanceValue>) {
        AppearanceValue appearance = settings.appearance();
        appearance.*field = value;
        settings.setAppearance(appearance);
    } else {
        static_assert(std::is_same_v<Group, CoachingValue>, "a group of settings_values.h");
        CoachingValue coaching = settings.coaching();
        coaching.*field = value;
        settings.setCoaching(coaching);
    }
}

}  // namespace cribbage::ui
