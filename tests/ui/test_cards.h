#pragma once

// Cards and score items written short in the tests.

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage::ui::test {

// The card named `name` ("5H"), which must be a card's name.
inline Card card(const char* name) {
    return *parseCard(name);
}

inline ScoreItem scoreItem(ScoreKind kind, int points) {
    return ScoreItem{kind, points, {}};
}

}  // namespace cribbage::ui::test
