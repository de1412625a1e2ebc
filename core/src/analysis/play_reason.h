#pragma once

#include <span>
#include <vector>

#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card_set.h"

namespace cribbage::detail {

// What laying `card` on `series` does, in a player's words, at a table of any size: what it
// scores at once (a pair the next player may turn into a pair royal while a card of its rank
// is unseen), what a lead offers, or what the count it leaves lets the next player make.
// `held`: the player's cards, `card` among them; `unseen`: the cards the player has not seen.
Reason playIdea(std::span<const Card> series, Card card, std::span<const Card> held,
                const CardSet& unseen);

// The plain-words reason for laying option.card now (two players): the only card, pegging
// out, else its idea. `choices`: how many cards I could lay.
Reason playReason(const PlayPosition& position, const PlayOption& option, int choices);

// Near the end of a game the options are ranked by the chance to win: when that puts a card
// ahead of one that pegs more on average, the first option's reason says so. `options` best
// first.
void explainEndGameRanking(std::vector<PlayOption>& options);

}  // namespace cribbage::detail
