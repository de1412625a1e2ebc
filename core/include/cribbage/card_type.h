#pragma once

// The Card value type alone, without the names and parsing of card.h: for headers that
// card.h itself depends on (result.h names cards in refusals).

#include <compare>
#include <cstdint>

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

}  // namespace cribbage
