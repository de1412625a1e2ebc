#include "table_look_ahead.h"

#include <vector>

#include "choice.h"
#include "cribbage/analysis/table_play_analysis.h"
#include "cribbage/rules.h"
#include "reply_risk.h"

namespace cribbage {
namespace {

// The first seat to my left holding cards that has not said Go in the series, or -1.
int nextToLay(const TablePlayPosition& position) {
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

}  // namespace

std::optional<Card> playLookingAheadAtTable(const SeatView& view, std::span<const Card> playable,
                                            Rng& rng) {
    const auto position = tablePlayPositionFromView(view);
    if (!position) {
        return std::nullopt;
    }
    const int next = nextToLay(*position);
    const int held = next < 0 ? 0 : position->cardsHeld[static_cast<std::size_t>(next)];
    const bool partner = next >= 0 && sideOf(view.rules, next) == sideOf(view.rules, view.seat);
    const double replySign = partner ? 0.0 : -1.0;
    return bestOf(
        playable,
        [&view, &position, held, replySign](Card card) {
            std::vector<Card> after = view.series;
            after.push_back(card);
            return pegPoints(view.series, card) +
                   replySign * expectedReply(after, position->unseen, held);
        },
        rng);
}

}  // namespace cribbage
