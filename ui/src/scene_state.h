#pragma once

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "cribbage/game_state.h"
#include "cribbage/seat_view.h"
#include "pending_step.h"
#include "per_seat.h"

namespace cribbage::ui {

// A card as it lies on the table in front of one seat's eyes: a face-down card that seat may
// not know has no name.
struct SceneCard {
    std::optional<Card> card;
    bool faceUp = false;

    bool operator==(const SceneCard&) const = default;
};

// What a seat said last in the play, shown beside it until it plays again or the count
// starts again.
struct Said {
    enum class Kind : std::uint8_t { Nothing, Go, Points };
    Kind kind = Kind::Nothing;
    std::vector<ScoreItem> items;  // what it pegged, for Points

    bool operator==(const Said&) const = default;
};

// With muggins, a count of the show in the order players judge it: the hand shown, the points
// claimed for it, the claim's points as pegged (shown without their combinations), and whether
// it was judged (accepted, or muggins called).
struct ClaimExchange {
    std::optional<HandShown> hand;
    std::optional<CountClaimed> claim;
    std::optional<PointsScored> pegged;
    bool judged = false;

    bool operator==(const ClaimExchange&) const = default;
};

// A claim once judged, for the show's summary: what the cards were worth beside what was
// claimed, and who called muggins, if anyone.
struct JudgedClaim {
    HandShown hand;
    CountClaimed claim;
    std::optional<int> caller;

    bool operator==(const JudgedClaim&) const = default;
};

// A count in the show's summary: its points as pegged, or a claim once judged.
using ShownCount = std::variant<PointsScored, JudgedClaim>;

// A line of the deal's log: a step as the viewer knows it, and with a judged claim (muggins) the
// claim's points as pegged, which the judging picks out.
struct LoggedStep {
    PendingStep step;
    std::optional<PointsScored> claimed;

    bool operator==(const LoggedStep&) const = default;
};

// What the steps shown since the cards were last gathered have said, as facts without words
// (the scene's models put them in words).
struct SceneNotes {
    PerSeat<Said> said;
    int countedSeat = -1;  // whose hand the show is counting; -1 for none or the crib
    bool cribCounted = false;
    std::vector<ShownCount> shown;  // the show's counts so far, in order
    // Said over the table: the count, or a claim as its number until it is judged.
    std::optional<std::variant<PointsScored, CountClaimed>> caption;
    ClaimExchange exchange;
    // The deal's steps as the viewer knows them: a card dealt to another seat is left out, and
    // another seat's CardsLaidAway has no cards; a claim's points are said when it is judged.
    std::vector<LoggedStep> log;
    std::optional<std::variant<GameWon, MatchWon>> result;

    bool operator==(const SceneNotes&) const = default;
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
    SceneNotes notes;

    bool operator==(const SceneState&) const = default;
};

// The scene as `viewer` sees `game` when nothing is left to animate: the cards as its view
// shows them, and the notes of the steps of the deal on the table.
SceneState sceneOf(const Game& game, int viewer);

// The cards of the scene as the view's seat sees it when nothing is left to animate, with
// nothing noted. `handDealer` is who dealt the hand on the table (the view names the next
// dealer once a hand or game is over).
SceneState sceneFromView(const SeatView& view, int handDealer);

// The viewer's own hand turned face down and unnamed, as everyone at the table sees it, and
// left out of the log: the screen is being passed to another person.
void concealHeld(SceneState& scene);

// Who dealt the hand on the table of `game`: the last deal, or the dealer chosen.
int dealerOfHandOnTable(const Game& game);

// One step shown: the cards move, then the notes take down what it says.
void applyStep(SceneState& scene, const PendingStep& step);

}  // namespace cribbage::ui
