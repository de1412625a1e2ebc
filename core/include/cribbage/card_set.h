#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "cribbage/card.h"

namespace cribbage {

// A set of cards as a 52-bit mask: cheap to copy, compare and test.
class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
    template <class Range>
    static constexpr CardSet of(const Range& cards) {
        CardSet set;
        for (Card card : cards) {
            set.insert(card);
        }
        return set;
    }
    static constexpr CardSet fullDeck() { return CardSet((std::uint64_t{1} << kDeckSize) - 1); }

    constexpr bool contains(Card card) const { return (bits_ >> card.index()) & 1U; }
    constexpr void insert(Card card) { bits_ |= bit(card); }
    constexpr void erase(Card card) { bits_ &= ~bit(card); }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint64_t bits() const { return bits_; }

    constexpr CardSet operator|(CardSet other) const { return CardSet(bits_ | other.bits_); }
    constexpr CardSet operator&(CardSet other) const { return CardSet(bits_ & other.bits_); }
    constexpr CardSet without(CardSet other) const { return CardSet(bits_ & ~other.bits_); }
    constexpr bool operator==(const CardSet&) const = default;

    // The cards in index order.
    std::vector<Card> cards() const {
        std::vector<Card> out;
        out.reserve(static_cast<std::size_t>(size()));
        for (std::uint64_t rest = bits_; rest != 0; rest &= rest - 1) {
            out.push_back(Card::fromIndex(std::countr_zero(rest)));
        }
        return out;
    }

private:
    static constexpr std::uint64_t bit(Card card) { return std::uint64_t{1} << card.index(); }
    std::uint64_t bits_ = 0;
};

}  // namespace cribbage
