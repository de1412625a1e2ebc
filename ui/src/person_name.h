#pragma once

#include <QString>

namespace cribbage::ui {

// The most characters of a person's name: what fits on a plaque of the board.
inline constexpr int kMaxNameLength = 24;

// A name as the person typed it, without what would spoil a label: spaces around it, line
// breaks and other control characters, and what does not fit on a plaque.
QString cleanName(const QString& name);

// A name cleanName() leaves as it is, and not empty: one a person could have given.
inline bool isCleanName(const QString& name) {
    return !name.isEmpty() && cleanName(name) == name;
}

}  // namespace cribbage::ui
