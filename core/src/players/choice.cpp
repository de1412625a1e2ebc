#include "choice.h"

#include <bit>
#include <vector>

#include "cribbage/peg_score.h"
#include "cribbage/rules.h"

namespace cribbage {

std::vector<KeepChoice> keepChoices(const SeatView& view) {
    const auto& hand = view.hand;
    const auto n = static_cast<unsigned>(hand.size());
    const int laidAway = cardsLaidAwayEach(view.rules);
    std::vector<KeepChoice> choices;
    for (unsigned mask = 0; mask < (1U << n); ++mask) {
        if (std::popcount(mask) != laidAway) {
            continue;
        }
        KeepChoice choice{};
        for (unsigned i = 0; i < n; ++i) {
            if ((mask >> i) & 1U) {
                choice.discard.push_back(hand[i]);
            } else {
                choice.keep.push_back(hand[i]);
            }
        }
        choices.push_back(std::move(choice));
    }
    return choices;
}

CardSet cardsSeen(const SeatView& view) {
    return CardSet::of(view.hand) | CardSet::of(view.laidAway);
}

int cribSign(const SeatView& view) {
    return sideOf(view.rules, view.dealer) == sideOf(view.rules, view.seat) ? 1 : -1;
}

int pegPoints(std::span<const Card> series, Card card) {
    std::vector<Card> after(series.begin(), series.end());
    after.push_back(card);
    return scorePlay(after).total;
}

Card cardPeggingMost(std::span<const Card> series, std::span<const Card> playable, Rng& rng) {
    return bestOf(
        playable, [series](Card card) { return static_cast<double>(pegPoints(series, card)); },
        rng);
}

bool happens(double chance, Rng& rng) {
    constexpr std::uint64_t kSteps = 1'000'000;
    return static_cast<double>(rng.below(kSteps)) < chance * static_cast<double>(kSteps);
}

}  // namespace cribbage
