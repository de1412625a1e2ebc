#pragma once

#include <optional>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "cribbage/game_state.h"
#include "cribbage/seat_view.h"
#include "per_seat.h"

namespace cribbage::ui {

// A card as it lies on the table in front of one seat's eyes: a face-down card that seat may
// not know has no name.
struct SceneCard {
    std::optional<Card> card;
    bool faceUp = false;

    bool operator==(const SceneCard&) const = default;
};

// The scene: what lies on the table for one seat (the viewer) to see at one moment of the
// animation. The engine's state runs ahead of it: the scene catches up one event at a time
// (applyEvent), and once every event is shown it equals sceneFromView of the engine's view.
struct SceneState {
    int viewer = 0;
    int players = 2;
    Phase phase = Phase::CutForDeal;
    // The dealer of the hand on the table (whose crib it is); before the first deal, the
    // dealer chosen.
    int dealer = 0;
    int gameNumber = 1;
    int packSize = kDeckSize;
    PerSeat<std::optional<Card>> cutCards;   // cut for the first deal
    PerSeat<std::vector<SceneCard>> hands;   // held
    PerSeat<std::vector<SceneCard>> played;  // laid in the play, in order
    std::vector<SceneCard> crib;
    std::optional<Card> starter;
    std::vector<Card> series;
    int count = 0;
    PerSeat<int> scores;  // per side
    PerSeat<int> rearPegs;
    PerSeat<int> gamePoints;

    bool operator==(const SceneState&) const = default;
};

// The scene as the view's seat sees it when nothing is left to animate. `handDealer` is who
// dealt the hand on the table (the view names the next dealer once a hand or game is over).
SceneState sceneFromView(const SeatView& view, int handDealer);

// The viewer's own hand turned face down and unnamed, as everyone at the table sees it: the
// screen is being passed to another person.
void concealHeld(SceneState& scene);

// Who dealt the hand on the table of `game`: the last deal, or the dealer chosen.
int dealerOfHandOnTable(const Game& game);

// The cards are gathered and `dealer` deals a new hand.
void gatherForDeal(SceneState& table, int dealer);

// One event of the engine, shown.
void applyEvent(SceneState& table, const Event& event);

}  // namespace cribbage::ui
