#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/card_type.h"
#include "cribbage/result.h"

namespace cribbage {

// "AC", "TD", "QH", "5S": rank letter or digit, then suit letter.
std::string toString(Card card);
std::string toString(const std::vector<Card>& cards);  // names joined by single spaces
char rankChar(Rank rank);
char suitChar(Suit suit);
std::string_view rankName(Rank rank);        // "ace", "two", ..., "king"
std::string_view rankNamePlural(Rank rank);  // "aces", "twos", ..., "sixes", "kings"

// Accepts rank A 2-9 T J Q K or 10, then suit C D H S or a suit symbol (♣♦♥♠ or the
// white forms ♧♢♡♤), case-insensitive, surrounding blanks ignored. A bad name is an Error
// that says what is wrong with it.
Result<Card> parseCard(std::string_view text);

// Card names separated by blanks or commas. Fails on the first bad name, or on a card named
// twice.
Result<std::vector<Card>> parseCards(std::string_view text);

// The 52 cards in index order.
constexpr std::array<Card, kDeckSize> fullDeck() {
    std::array<Card, kDeckSize> deck{};
    for (int i = 0; i < kDeckSize; ++i) {
        deck[i] = Card::fromIndex(i);
    }
    return deck;
}

}  // namespace cribbage
