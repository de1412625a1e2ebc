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
struct Applying {
    const GameSetup& setup;
    GameState& state;
    std::vector<Event>& events;

    const RuleSettings& rules() const { return setup.rules; }
    int players() const { return setup.rules.players; }
    int leftOf(int seat) const { return (seat + 1) % players(); }
};

// --- applying.cpp: shared steps
void changePhase(Applying& applying, Phase phase);
// The next shuffle of the match, with its stacked cards on top if the setup has some.
std::vector<Card> nextPack(Applying& applying);
// Pegs points for the seat's side. Returns true when that wins the game; the game (or match)
// is then over and the caller must stop.
bool peg(Applying& applying, int seat, ScoreSource source, std::vector<ScoreItem> items,
         int points);
// Refusals of an action by `seat`: `doing` is what it tried, in words ("play a card").
Error wrongPhase(const GameState& state, int seat, std::string_view doing);
Error notYourTurn(int seat, int expected);

// --- match_standing.cpp
std::optional<Error> checkStanding(const MatchStanding& standing, const RuleSettings& rules);

// --- cut_phase.cpp: the cut for the first deal and the cut for the starter
// Starts from the setup's standing.
void startMatch(Applying& applying);
Refusal applyCut(Applying& applying, const Cut& cut);
std::vector<Action> legalCuts(const GameState& state, const RuleSettings& rules, int seat);
int starterCutter(const GameState& state, const RuleSettings& rules);

// --- deal_phase.cpp: the deal and laying away
Refusal applyDeal(Applying& applying, const Deal& deal);
Refusal applyLayAway(Applying& applying, const LayAway& layAway);
std::vector<Action> legalLayAways(const GameState& state, const RuleSettings& rules, int seat);

// --- play_phase.cpp
void startPlay(Applying& applying);
Refusal applyPlay(Applying& applying, const Play& play);
Refusal applyGo(Applying& applying, const Go& go);
std::vector<Action> legalPlays(const GameState& state, int seat);

// --- show_phase.cpp: the order of the show, automatic counting
void startShow(Applying& applying);
int showCounter(const GameState& state, const RuleSettings& rules);
std::vector<Card> showCards(const GameState& state, const RuleSettings& rules);
HandCount countShown(const GameState& state, const RuleSettings& rules);
ScoreSource showSource(const GameState& state, const RuleSettings& rules);
// Lays out the hand of the current show step (HandShown), for the counter to claim.
void showHand(Applying& applying);
// The count of the current step is done: the next one, or the end of the hand.
void nextShowStep(Applying& applying);

// --- muggins.cpp: counting by claims
Refusal applyClaimCount(Applying& applying, const ClaimCount& claim);
Refusal applyAcceptCount(Applying& applying, const AcceptCount& accept);
Refusal applyCallMuggins(Applying& applying, const CallMuggins& call);
int mugginsCaller(const GameState& state, const RuleSettings& rules);
bool mayCallMuggins(const GameState& state, const RuleSettings& rules, int seat);
std::vector<Action> legalShowActions(const GameState& state, const RuleSettings& rules, int seat);

}  // namespace cribbage::detail
