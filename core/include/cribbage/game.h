#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/game_state.h"
#include "cribbage/move.h"
#include "cribbage/result.h"
#include "cribbage/rules.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// Where a match stands as its first game here begins: game 1 and no game points for a new
// match; the standing of the match when a game is dealt afresh after one was abandoned.
struct MatchStanding {
    int gameNumber = 1;
    std::vector<int> gamePoints;  // per side; empty for none yet

    bool operator==(const MatchStanding&) const = default;
};

// Everything that decides a match before the first action: with the actions taken, it
// replays the match exactly.
struct GameSetup {
    RuleSettings rules;
    std::uint64_t seed = 0;
    // Prescribed packs: stackedDecks[k] (cards from the top, at most 52, none twice) is put on
    // top of the k-th shuffle of the match, the other cards following in their shuffled
    // order. Shuffle 0 is the cut for the first deal (FirstDealer::Cut), then one per Deal.
    std::vector<std::vector<Card>> stackedDecks;
    // Refused unless the game number is 1 to 1 + the game points won (every game won is worth
    // at least one) and no side has already won the match.
    MatchStanding standing;

    bool operator==(const GameSetup&) const = default;
};

// The state machine of a match of cribbage. It never calls a player: it takes an action,
// checks it, and returns the events that followed. A refused action changes nothing.
//
// The play. After each card or go, the turn passes left to the first player who holds cards
// and has not said go in this series:
// - if that player can lay a card without passing 31, they must play;
// - if they cannot, but some other player still could, they must say Go (an action);
// - if nobody can play any more, the series ends at once, without waiting for a Go: the
//   player who laid the last card pegs 1 for go (nothing at 31, which pegged 2), the count
//   goes back to 0, and the first player after them who holds cards leads the next series.
// When the last card of the play is laid, its player pegs 1 for last card (nothing at 31).
//
// The show counts the hands clockwise from the dealer's left, then the dealer's hand, then
// the crib. Without muggins it is counted at once and correctly. With muggins each owner
// claims the count (ClaimCount); the player to the counter's left then accepts it or calls
// muggins for the points missed.
//
// The game ends the moment a side reaches the target: the heels, a pegged card, a go, or a
// hand in the show; nothing more is counted. The winner's side gains gameValue() game
// points; when it has rules.matchGames, the match is over. Otherwise the next game is dealt
// first by a loser: of the sides with the lowest score, the first seat to the left of the
// last dealer.
class Game {
public:
    static Result<Game> create(GameSetup setup);

    Result<std::vector<Event>> apply(const Action& action);

    const GameSetup& setup() const { return setup_; }
    const RuleSettings& rules() const { return setup_.rules; }
    const GameState& state() const { return state_; }
    // The actions applied so far, in order: with setup(), a replay of the match.
    const std::vector<Action>& history() const { return history_; }

    // The seats that must act now (several while laying away, none when the match is over).
    std::vector<int> awaiting() const;
    // Every action the engine would accept from `seat` now. With muggins this includes the
    // claims up to the true count, so it is not for showing to a player, and a call of
    // muggins on a short count from a seat that is not awaited (see mayCallMuggins).
    std::vector<Action> legalActions(int seat) const;
    // What `seat` must do now (the prompt to show it); Move::None when it is not awaited.
    Move moveFor(int seat) const;
    // In the show, the seat whose hand is being counted (the dealer's for the crib).
    int showCounter() const;
    // With muggins, while a count is claimed: `seat` may call muggins on it (it is of another
    // side than the counter), whether or not points were missed. Only the seat awaited, on
    // the counter's left, accepts the count.
    bool mayCallMuggins(int seat) const;
    SeatView view(int seat) const;

private:
    explicit Game(GameSetup setup);

    GameSetup setup_;
    GameState state_;
    std::vector<Action> history_;
};

// Builds the game of `setup` and applies `actions`; a refused action is its refusal (code,
// seats, arguments), the message prefixed with which action it was.
Result<Game> replayGame(GameSetup setup, std::span<const Action> actions);

// The players abandon the game in progress in `match`: it counts for nobody. Returns the
// match going on with the same game dealt afresh, shuffled from `seed`: the same rules, game
// points and game number, the first dealer chosen as the rules say (by cut or at random),
// and no stacked decks. Refused once the game is won (its winner's side has scored it; the
// next game is dealt as usual) and once the match is over.
Result<Game> abandonGame(const Game& match, std::uint64_t seed);

}  // namespace cribbage
