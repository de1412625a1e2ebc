#include "cribbage/seat_view.h"

#include <utility>

namespace cribbage {

SeatView makeSeatView(const GameState& state, const RuleSettings& rules, int seat,
                      std::vector<int> awaiting) {
    SeatView view;
    view.seat = seat;
    view.rules = rules;
    view.phase = state.phase;
    view.dealer = state.dealer;
    view.gameNumber = state.gameNumber;
    view.awaiting = std::move(awaiting);
    if (seat >= 0 && seat < rules.players) {
        view.hand = state.hands[static_cast<std::size_t>(seat)];
        view.laidAway = state.laidAway[static_cast<std::size_t>(seat)];
    }
    for (int other = 0; other < rules.players; ++other) {
        const auto index = static_cast<std::size_t>(other);
        view.cardsHeld.push_back(static_cast<int>(state.hands[index].size()));
        view.hasLaidAway.push_back(!state.laidAway[index].empty());
    }
    view.packSize = static_cast<int>(state.pack.size());
    view.cutCards = state.cutCards;
    view.starter = state.starter;
    view.played = state.played;
    view.series = state.play.series;
    view.count = state.play.count;
    if (state.show.cribShown) {
        view.crib = cribCards(state);
    }
    view.showStep = state.show.step;
    view.claimed = state.show.claimed;
    view.scores = state.scores;
    view.rearPegs = state.rearPegs;
    view.gamePoints = state.gamePoints;
    view.lastWinner = state.lastWinner;
    return view;
}

}  // namespace cribbage
