#pragma once

// What every level needs to choose: the ways to lay away, the best option by a score with
// ties broken by chance, the points a card pegs at once.

#include <span>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/card_set.h"
#include "cribbage/hand_score.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// One way to lay away: the cards given to the crib and the four kept.
struct KeepChoice {
    std::vector<Card> discard;
    std::vector<Card> keep;  // four, or three in five-card cribbage
};

// Every way to lay away cardsLaidAwayEach(view.rules) cards of view.hand, in a fixed order.
std::vector<KeepChoice> keepChoices(const SeatView& view);

// The cards the seat has seen this deal that cannot be the starter: its hand and what it
// laid away.
CardSet cardsSeen(const SeatView& view);

// +1 when the crib is the seat's side's own (it or its partner deals), else -1.
int cribSign(const SeatView& view);

// The points `card` pegs at once when laid on `series` (15, 31, pairs, runs; no go).
int pegPoints(std::span<const Card> series, Card card);

// The card of `playable` that pegs the most at once on `series`; ties broken by chance.
Card cardPeggingMost(std::span<const Card> series, std::span<const Card> playable, Rng& rng);

// The index of the option with the highest score; among equal scores one picked by chance.
// `options` must not be empty.
// Scores closer than this are equal: they are sums of whole points and tenths.
inline constexpr double kTie = 1e-9;

template <class Option, class Score>
std::size_t bestIndex(std::span<const Option> options, Score&& score, Rng& rng) {
    std::size_t best = 0;
    double bestScore = score(options[0]);
    std::uint64_t ties = 1;
    for (std::size_t i = 1; i < options.size(); ++i) {
        const double value = score(options[i]);
        if (value > bestScore + kTie) {
            best = i;
            bestScore = value;
            ties = 1;
        } else if (value >= bestScore - kTie && rng.below(++ties) == 0) {
            best = i;  // each of the tied options is kept with equal chance
        }
    }
    return best;
}

template <class Option, class Score>
const Option& bestOf(std::span<const Option> options, Score&& score, Rng& rng) {
    return options[bestIndex(options, std::forward<Score>(score), rng)];
}

// True with probability `chance` (0 to 1).
bool happens(double chance, Rng& rng);

}  // namespace cribbage
