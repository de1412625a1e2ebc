#pragma once

#include <optional>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "cribbage/game_state.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui {

// A card as it lies on the table in front of one seat's eyes: a face-down card that seat may
// not know has no name.
struct TableCard {
    std::optional<Card> card;
    bool faceUp = false;

    bool operator==(const TableCard&) const = default;
};

// What the table shows to one seat at one moment of the animation. The engine's state runs
// ahead of it: the table catches up one event at a time (applyEvent), and once every event
// is shown it equals tableFromView of the engine's view.
struct TableState {
    int viewer = 0;
    int players = 2;
    Phase phase = Phase::CutForDeal;
    // The dealer of the hand on the table (whose crib it is); before the first deal, the
    // dealer chosen.
    int dealer = 0;
    int gameNumber = 1;
    int packSize = kDeckSize;
    std::vector<std::optional<Card>> cutCards;   // per seat: cut for the first deal
    std::vector<std::vector<TableCard>> hands;   // per seat: held
    std::vector<std::vector<TableCard>> played;  // per seat: laid in the play, in order
    std::vector<TableCard> crib;
    std::optional<Card> starter;
    std::vector<Card> series;
    int count = 0;
    std::vector<int> scores;  // per side
    std::vector<int> rearPegs;
    std::vector<int> gamePoints;

    bool operator==(const TableState&) const = default;
};

// The table as the view's seat sees it when nothing is left to animate. `handDealer` is who
// dealt the hand on the table (the view names the next dealer once a hand or game is over).
TableState tableFromView(const SeatView& view, int handDealer);

// Who dealt the hand on the table of `game`: the last deal, or the dealer chosen.
int dealerOfHandOnTable(const Game& game);

// The cards are gathered and `dealer` deals a new hand.
void gatherForDeal(TableState& table, int dealer);

// One event of the engine, shown.
void applyEvent(TableState& table, const Event& event);

}  // namespace cribbage::ui
