#pragma once

// Internal to the engine: the phases share this view of a game being changed.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "cribbage/game_state.h"
#include "cribbage/result.h"

namespace cribbage::detail {

// A refused action's reason; nullopt when the action was applied. Every apply function
// checks the whole action before it changes the state: a refused action changes nothing.
using Refusal = std::optional<Error>;

// One action being applied: the setup, the state it changes and the events it emits.
struct Table {
    const GameSetup& setup;
    GameState& state;
    std::vector<Event>& events;

    const RuleSettings& rules() const { return setup.rules; }
    int players() const { return setup.rules.players; }
    int leftOf(int seat) const { return (seat + 1) % players(); }
};

// --- table.cpp: shared steps
void changePhase(Table& table, Phase phase);
// The next shuffle of the match, with its stacked cards on top if the setup has some.
std::vector<Card> nextPack(Table& table);
// Pegs points for the seat's side. Returns true when that wins the game; the game (or match)
// is then over and the caller must stop.
bool peg(Table& table, int seat, ScoreSource source, std::vector<ScoreItem> items, int points);
// Refusals of an action by `seat`: `doing` is what it tried, in words ("play a card").
Error wrongPhase(const GameState& state, int seat, std::string_view doing);
Error notYourTurn(int seat, int expected);

// --- match_standing.cpp
std::optional<Error> checkStanding(const MatchStanding& standing, const RuleSettings& rules);

// --- cut_phase.cpp: the cut for the first deal and the cut for the starter
// Starts from the setup's standing.
void startMatch(Table& table);
Refusal applyCut(Table& table, const Cut& cut);
std::vector<Action> legalCuts(const GameState& state, const RuleSettings& rules, int seat);
int starterCutter(const GameState& state, const RuleSettings& rules);

// --- deal_phase.cpp: the deal and laying away
Refusal applyDeal(Table& table, const Deal& deal);
Refusal applyLayAway(Table& table, const LayAway& layAway);
std::vector<Action> legalLayAways(const GameState& state, const RuleSettings& rules, int seat);

// --- play_phase.cpp
void startPlay(Table& table);
Refusal applyPlay(Table& table, const Play& play);
Refusal applyGo(Table& table, const Go& go);
std::vector<Action> legalPlays(const GameState& state, int seat);

// --- show_phase.cpp: the order of the show, automatic counting
void startShow(Table& table);
int showCounter(const GameState& state, const RuleSettings& rules);
Hand4 showCards(const GameState& state, const RuleSettings& rules);
HandCount countShown(const GameState& state, const RuleSettings& rules);
ScoreSource showSource(const GameState& state, const RuleSettings& rules);
// Lays out the hand of the current show step (HandShown), for the counter to claim.
void showHand(Table& table);
// The count of the current step is done: the next one, or the end of the hand.
void nextShowStep(Table& table);

// --- muggins.cpp: counting by claims
Refusal applyClaimCount(Table& table, const ClaimCount& claim);
Refusal applyAcceptCount(Table& table, const AcceptCount& accept);
Refusal applyCallMuggins(Table& table, const CallMuggins& call);
int mugginsCaller(const GameState& state, const RuleSettings& rules);
bool mayCallMuggins(const GameState& state, const RuleSettings& rules, int seat);
std::vector<Action> legalShowActions(const GameState& state, const RuleSettings& rules, int seat);

}  // namespace cribbage::detail
