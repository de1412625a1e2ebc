#pragma once

#include <QCoreApplication>
#include <QString>
#include <span>

#include "cribbage/card.h"

namespace cribbage::ui {

// "7♥", "10♣": a card as the table names it, the same in every language.
QString cardName(Card card);
// "5♥ 5♠ J♦": several cards, as a hand is written in every language.
QString cardNames(std::span<const Card> cards);

class CardWords {
    Q_DECLARE_TR_FUNCTIONS(CardWords)

public:
    // "seven of hearts", "ten of clubs": a card as a screen reader says it.
    static QString spoken(Card card);
};

class RankWords {
    Q_DECLARE_TR_FUNCTIONS(RankWords)

public:
    // "fives", "kings": a rank in the plural, as in "a pair of fives".
    static QString plural(Rank rank);
    // "seven", "king": a rank as a card is named.
    static QString singular(Rank rank);
};

}  // namespace cribbage::ui
