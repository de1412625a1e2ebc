#include "table_look_ahead.h"

#include <vector>

#include "../analysis/hold_chance.h"
#include "choice.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "cribbage/rules.h"
#include "reply_risk.h"

namespace cribbage {
namespace {

// What it is worth that the next opponent holds no card that fits the count my card leaves:
// he says Go, my partner or I lay next, and the go, if no one else can lay, is my side's.
// Measured over 40,000 games at four against Medium (seed 7): weights of 0.5, 1, 1.5, 2, 3
// and 4 won 50.8%, 51.0%, 51.1%, 51.2%, 50.5% and 49.5% (none: 50.6%); docs/ai-strength.md.
constexpr double kOpponentGoWorth = 1.5;
// A count of 31 ends the series: no Go follows it.

// The first seat to my left holding cards that has not said Go in the series, or -1.
int nextToLay(const MultiPlayPosition& position) {
    for (int step = 1; step < position.players; ++step) {
        const int seat = (position.seat + step) % position.players;
        const auto index = static_cast<std::size_t>(seat);
        const bool saidGo = index < position.heldAbove.size() && position.heldAbove[index] > 0;
        if (position.cardsHeld[index] > 0 && !saidGo) {
            return seat;
        }
    }
    return -1;
}

// The chance that the `held` cards of a player, drawn from `unseen`, hold none that fits the
// count `count`.
double chanceOfGo(CardSet unseen, int held, int count) {
    int fitting = 0;
    for (Card card : unseen.cards()) {
        fitting += fitsCount(card, count) ? 1 : 0;
    }
    return detail::chanceToHoldNone(fitting, unseen.size(), held);
}

}  // namespace

std::optional<Card> playLookingAheadAtTable(const SeatView& view, std::span<const Card> playable,
                                            Rng& rng) {
    const auto position = multiPlayPositionFromView(view);
    if (!position) {
        return std::nullopt;
    }
    const int next = nextToLay(*position);
    const int held = next < 0 ? 0 : position->cardsHeld[static_cast<std::size_t>(next)];
    const bool partner = next >= 0 && sideOf(view.rules, next) == sideOf(view.rules, view.seat);
    const bool opponent = next >= 0 && !partner;
    return bestOf(
        playable,
        [&view, &position, held, opponent](Card card) {
            std::vector<Card> after = view.series;
            after.push_back(card);
            double worth = pegPoints(view.series, card);
            if (opponent) {
                const int count = view.count + card.value();
                worth -= expectedReply(after, position->unseen, held);
                worth += count < kMaxCount
                             ? kOpponentGoWorth * chanceOfGo(position->unseen, held, count)
                             : 0;
            }
            return worth;
        },
        rng);
}

}  // namespace cribbage
