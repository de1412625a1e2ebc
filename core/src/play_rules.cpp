#include "cribbage/play_rules.h"

#include <algorithm>
#include <iterator>

#include "cribbage/peg_score.h"

namespace cribbage {

bool fitsCount(Card card, int count) {
    return count + card.value() <= kMaxCount;
}

std::vector<Card> playableCards(std::span<const Card> hand, int count) {
    std::vector<Card> playable;
    std::copy_if(hand.begin(), hand.end(), std::back_inserter(playable),
                 [count](Card card) { return fitsCount(card, count); });
    return playable;
}

}  // namespace cribbage
