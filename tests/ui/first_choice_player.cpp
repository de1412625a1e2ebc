#include "first_choice_player.h"

#include <algorithm>

#include "cribbage/peg_score.h"
#include "cribbage/rules.h"

namespace cribbage::ui::test {

HandCount shownCount(const SeatView& view) {
    const int players = view.rules.players;
    const bool crib = view.showStep >= players;
    Hand4 cards{};
    const auto& shown =
        crib ? view.crib
             : view.played[static_cast<std::size_t>((view.dealer + 1 + view.showStep) % players)];
    std::copy_n(shown.begin(), cards.size(), cards.begin());
    return countHand(cards, *view.starter, crib ? cribFlushRule(view.rules) : FlushRule::Hand);
}

Action FirstChoicePlayer::operator()(const SeatView& view, Rng&) const {
    const int seat = view.seat;
    switch (view.phase) {
        case Phase::CutForDeal:
        case Phase::CutStarter:
            return Cut{seat, 8};
        case Phase::Deal:
        case Phase::GameOver:
        case Phase::MatchOver:
            return Deal{seat};
        case Phase::LayAway: {
            const auto count = static_cast<std::ptrdiff_t>(cardsLaidAwayEach(view.rules));
            return LayAway{seat, std::vector<Card>(view.hand.begin(), view.hand.begin() + count)};
        }
        case Phase::Play:
            for (Card card : view.hand) {
                if (view.count + card.value() <= kMaxCount) {
                    return Play{seat, card};
                }
            }
            return Go{seat};
        case Phase::Show: {
            const int total = shownCount(view).total;
            if (!view.claimed) {
                return ClaimCount{seat, std::max(0, total - claimShortBy)};
            }
            if (*view.claimed < total) {
                return CallMuggins{seat};
            }
            return AcceptCount{seat};
        }
    }
    return Go{seat};
}

}  // namespace cribbage::ui::test
