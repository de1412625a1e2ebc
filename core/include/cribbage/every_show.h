#pragma once

#include <array>

#include "cribbage/card.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// 52 starters times the C(51, 4) four-card hands from the other 51 cards.
inline constexpr int kEveryShowCount = 12'994'800;

// Calls visit(hand, starter) for every four-card hand with every starter not in it, each
// hand's cards in index order: kEveryShowCount calls.
template <class Visit>
void forEveryShow(Visit&& visit) {
    for (int s = 0; s < kDeckSize; ++s) {
        const Card starter = Card::fromIndex(s);
        for (int a = 0; a < kDeckSize; ++a) {
            for (int b = a + 1; b < kDeckSize; ++b) {
                for (int c = b + 1; c < kDeckSize; ++c) {
                    for (int d = c + 1; d < kDeckSize; ++d) {
                        if (a == s || b == s || c == s || d == s) {
                            continue;
                        }
                        visit(Hand4{Card::fromIndex(a), Card::fromIndex(b), Card::fromIndex(c),
                                    Card::fromIndex(d)},
                              starter);
                    }
                }
            }
        }
    }
}

// 52 starters times the C(51, 3) three-card hands of five-card cribbage.
inline constexpr int kEveryThreeCardShowCount = 1'082'900;

// Calls visit(hand, starter) for every three-card hand (a std::array<Card, 3>, in index
// order) with every starter not in it: kEveryThreeCardShowCount calls.
template <class Visit>
void forEveryThreeCardShow(Visit&& visit) {
    for (int s = 0; s < kDeckSize; ++s) {
        const Card starter = Card::fromIndex(s);
        for (int a = 0; a < kDeckSize; ++a) {
            for (int b = a + 1; b < kDeckSize; ++b) {
                for (int c = b + 1; c < kDeckSize; ++c) {
                    if (a == s || b == s || c == s) {
                        continue;
                    }
                    visit(std::array<Card, 3>{Card::fromIndex(a), Card::fromIndex(b),
                                              Card::fromIndex(c)},
                          starter);
                }
            }
        }
    }
}

}  // namespace cribbage
