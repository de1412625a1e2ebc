#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cribbage/analysis/play_position.h"
#include "play_search.h"

namespace cribbage::detail {

// One multiset of ranks the opponent may still hold, with its weight, and one set of cards
// that holds it.
struct Holding {
    RanksInHand ranks{};
    double weight = 0;
    std::array<Card, 4> cardStore{};
    std::uint8_t size = 0;

    std::span<const Card> cards() const { return {cardStore.data(), size}; }
};

// Every holding of the opponent's unplayed cards drawn from the cards I have not seen, each
// card worth more than position.opponentHeldAbove (their Go's), weighted by its number of
// suit combinations.
std::vector<Holding> opponentHoldings(const PlayPosition& position);

// The holdings reweighed by how likely the opponent was to keep them with the cards they
// have played (keptHandLikelihood); unchanged when sharpness is 0.
std::vector<Holding> weighByKeptHand(std::vector<Holding> holdings, const PlayPosition& position,
                                     double sharpness);

// The holdings reweighed by how often a player in the opponent's role keeps the four ranks
// they make with the cards they have played (keptRanksRatio), and when the opponent is the
// pone and has led, by how often a pone who kept them leads the card they led
// (poneLeadChance); when the opponent is the dealer and has answered my lead, by how often a
// dealer who kept them answers so (dealerReplyChance).
std::vector<Holding> weighByKeptRanks(std::vector<Holding> holdings, const PlayPosition& position);

// At most `limit` holdings standing for all of them: every holding when there are no more,
// else a systematic sample proportional to weight (evenly spaced points on the cumulative
// weight, so a heavy holding is drawn once or more and each draw weighs the same).
std::vector<Holding> sampleHoldings(std::vector<Holding> holdings, std::size_t limit);

}  // namespace cribbage::detail
