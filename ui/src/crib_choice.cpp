#include "crib_choice.h"

#include <algorithm>

namespace cribbage::ui {

void CribChoice::toggle(Card card, int wanted) {
    const auto chosen = std::find(cards_.begin(), cards_.end(), card);
    if (chosen != cards_.end()) {
        cards_.erase(chosen);
        return;
    }
    if (static_cast<int>(cards_.size()) == wanted) {
        cards_.erase(cards_.begin());
    }
    cards_.push_back(card);
}

}  // namespace cribbage::ui
