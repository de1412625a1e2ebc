#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/result.h"

namespace cribbage {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };

// Ace is always low: Ace = 1 ... King = 13.
enum class Rank : std::uint8_t {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King
};

inline constexpr int kDeckSize = 52;
inline constexpr int kRanks = 13;
inline constexpr int kSuits = 4;

// One card in one byte: index = (rank - 1) * 4 + suit, so 0 = AC ... 51 = KS.
class Card {
public:
    constexpr Card() = default;
    constexpr Card(Rank rank, Suit suit)
        : index_(static_cast<std::uint8_t>((static_cast<int>(rank) - 1) * kSuits +
                                           static_cast<int>(suit))) {}

    // index must be in [0, 52).
    static constexpr Card fromIndex(int index) {
        Card card;
        card.index_ = static_cast<std::uint8_t>(index);
        return card;
    }

    constexpr int index() const { return index_; }
    constexpr Rank rank() const { return static_cast<Rank>(index_ / kSuits + 1); }
    constexpr int rankNumber() const { return index_ / kSuits + 1; }
    constexpr Suit suit() const { return static_cast<Suit>(index_ % kSuits); }
    // Count value: ace 1, two to ten face value, court cards 10.
    constexpr int value() const {
        const int r = rankNumber();
        return r > 10 ? 10 : r;
    }

    constexpr auto operator<=>(const Card&) const = default;

private:
    std::uint8_t index_ = 0;
};

static_assert(sizeof(Card) == 1);

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
