#include "cribbage/deck.h"

#include <utility>

#include "cribbage/card_set.h"

namespace cribbage {

void shuffle(std::span<Card> cards, Rng& rng) {
    for (std::size_t i = cards.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(rng.below(i));
        std::swap(cards[i - 1], cards[j]);
    }
}

std::array<Card, kDeckSize> shuffledDeck(std::uint64_t seed) {
    auto deck = fullDeck();
    Rng rng(seed);
    shuffle(deck, rng);
    return deck;
}

std::vector<Card> stackDeck(std::span<const Card> shuffled, std::span<const Card> top) {
    std::vector<Card> pack(top.begin(), top.end());
    const CardSet stacked = CardSet::of(top);
    for (Card card : shuffled) {
        if (!stacked.contains(card)) {
            pack.push_back(card);
        }
    }
    return pack;
}

std::optional<Error> checkStackedCards(std::span<const Card> top) {
    if (top.size() > static_cast<std::size_t>(kDeckSize)) {
        return Error{
            "a stacked deck has " + std::to_string(top.size()) + " cards; a deck has only 52",
            ErrorCode::StackedDeckTooLong,
            {},
            {static_cast<int>(top.size())}};
    }
    CardSet seen;
    for (Card card : top) {
        if (card.index() >= kDeckSize) {
            return Error{"a stacked deck names a card that does not exist",
                         ErrorCode::StackedCardUnknown};
        }
        if (seen.contains(card)) {
            return Error{"a stacked deck names " + toString(card) + " twice",
                         ErrorCode::StackedCardTwice,
                         {},
                         {card}};
        }
        seen.insert(card);
    }
    return std::nullopt;
}

}  // namespace cribbage
