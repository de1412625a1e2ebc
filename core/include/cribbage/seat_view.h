#pragma once

#include <optional>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/game_state.h"
#include "cribbage/rules.h"

namespace cribbage {

// What one seat may see: its own cards, everything face up on the table, the scores. The
// other hands, the cards others laid away, the pack and the generator stay hidden. This is
// all a computer player or an engine protocol gets.
struct SeatView {
    int seat = 0;
    RuleSettings rules;
    Phase phase = Phase::CutForDeal;
    int dealer = 0;
    int gameNumber = 1;
    std::vector<int> awaiting;  // seats that must act now

    std::vector<Card> hand;         // own cards not yet played
    std::vector<Card> laidAway;     // own cards given to the crib this hand
    std::vector<int> cardsHeld;     // per seat: cards not yet played
    std::vector<bool> hasLaidAway;  // per seat
    int packSize = 0;
    std::vector<std::optional<Card>> cutCards;  // per seat: the card cut for the first deal
    std::optional<Card> starter;
    std::vector<std::vector<Card>> played;  // per seat: laid in the play, face up
    std::vector<Card> series;               // the current series
    int count = 0;
    std::vector<Card> crib;      // once it is turned up in the show; empty before
    int showStep = 0;            // see ShowState
    std::optional<int> claimed;  // muggins: the claim waiting for acceptance

    std::vector<int> scores;  // per side
    std::vector<int> rearPegs;
    std::vector<int> gamePoints;
    std::optional<int> lastWinner;

    bool operator==(const SeatView&) const = default;
};

SeatView makeSeatView(const GameState& state, const RuleSettings& rules, int seat,
                      std::vector<int> awaiting);

}  // namespace cribbage
