#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/result.h"
#include "cribbage/rng.h"

namespace cribbage {

// Fisher-Yates with unbiased bounded draws: for i = n-1 down to 1, swap card i with card
// rng.below(i + 1). The same generator state always gives the same order.
void shuffle(std::span<Card> cards, Rng& rng);

// The 52 cards in index order, shuffled with Rng(seed). Index 0 is the top of the pack.
std::array<Card, kDeckSize> shuffledDeck(std::uint64_t seed);

// A stacked pack: the `top` cards first, in the order given, then the other cards of
// `shuffled` in their order. Lets a test or a tutorial prescribe a deal exactly.
std::vector<Card> stackDeck(std::span<const Card> shuffled, std::span<const Card> top);

// A prescribed top of the pack must name at most 52 cards, none twice.
std::optional<Error> checkStackedCards(std::span<const Card> top);

}  // namespace cribbage
