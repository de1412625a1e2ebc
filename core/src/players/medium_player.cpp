#include "medium_player.h"

#include "choice.h"
#include "cribbage/rules.h"
#include "reply_risk.h"
#include "rules_of_thumb.h"

namespace cribbage {
namespace {

// The next seat to the left still holding cards, or -1.
int nextHolder(const SeatView& view) {
    for (int step = 1; step < view.rules.players; ++step) {
        const int seat = (view.seat + step) % view.rules.players;
        if (view.cardsHeld[static_cast<std::size_t>(seat)] > 0) {
            return seat;
        }
    }
    return -1;
}

CardSet unseenInPlay(const SeatView& view) {
    CardSet seen = cardsSeen(view);
    for (const auto& played : view.played) {
        seen = seen | CardSet::of(played);
    }
    if (view.starter) {
        seen.insert(*view.starter);
    }
    return CardSet::fullDeck().without(seen);
}

}  // namespace

std::vector<Card> MediumPlayer::layAway(const SeatView& view, Rng& rng) const {
    return layAwayByRulesOfThumb(view, rng);
}

Card MediumPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    const int next = nextHolder(view);
    const int nextHeld = next < 0 ? 0 : view.cardsHeld[static_cast<std::size_t>(next)];
    const CardSet unseen = unseenInPlay(view);
    return bestOf(
        playable,
        [&view, unseen, nextHeld](Card card) {
            std::vector<Card> after = view.series;
            after.push_back(card);
            const double reply = expectedReply(after, unseen, nextHeld);
            return pegPoints(view.series, card) - reply;
        },
        rng);
}

}  // namespace cribbage
