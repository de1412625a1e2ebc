#pragma once

#include <vector>

#include "cribbage/card.h"

namespace cribbage::ui {

// The cards the person has chosen to lay away to the crib, in the order chosen.
class CribChoice {
public:
    // Chooses `card`, or lets it go if it was chosen. Choosing more than `wanted` cards lets
    // the first one chosen go.
    void toggle(Card card, int wanted);
    void clear() { cards_.clear(); }
    const std::vector<Card>& cards() const { return cards_; }

private:
    std::vector<Card> cards_;
};

}  // namespace cribbage::ui
