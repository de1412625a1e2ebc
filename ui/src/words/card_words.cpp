#include "words/card_words.h"

#include <QStringList>
#include <array>

namespace cribbage::ui {

QString cardName(Card card) {
    static const std::array<QString, 4> suits{QStringLiteral("♣"), QStringLiteral("♦"),
                                              QStringLiteral("♥"), QStringLiteral("♠")};
    const QString rank = card.rank() == Rank::Ten ? QStringLiteral("10")
                                                  : QString(QLatin1Char(rankChar(card.rank())));
    return rank + suits[static_cast<std::size_t>(card.suit())];
}

QString cardNames(std::span<const Card> cards) {
    QStringList names;
    for (Card card : cards) {
        names.append(cardName(card));
    }
    return names.join(QLatin1Char(' '));
}

namespace {

QString suitName(Suit suit) {
    switch (suit) {
        case Suit::Clubs:
            return CardWords::tr("clubs");
        case Suit::Diamonds:
            return CardWords::tr("diamonds");
        case Suit::Hearts:
            return CardWords::tr("hearts");
        case Suit::Spades:
            return CardWords::tr("spades");
    }
    return {};
}

}  // namespace

QString CardWords::spoken(Card card) {
    return tr("%1 of %2", "a card's rank and suit: seven of hearts")
        .arg(RankWords::singular(card.rank()), suitName(card.suit()));
}

QString RankWords::singular(Rank rank) {
    switch (rank) {
        case Rank::Ace:
            return tr("ace");
        case Rank::Two:
            return tr("two");
        case Rank::Three:
            return tr("three");
        case Rank::Four:
            return tr("four");
        case Rank::Five:
            return tr("five");
        case Rank::Six:
            return tr("six");
        case Rank::Seven:
            return tr("seven");
        case Rank::Eight:
            return tr("eight");
        case Rank::Nine:
            return tr("nine");
        case Rank::Ten:
            return tr("ten");
        case Rank::Jack:
            return tr("jack");
        case Rank::Queen:
            return tr("queen");
        case Rank::King:
            return tr("king");
    }
    return {};
}

QString RankWords::plural(Rank rank) {
    switch (rank) {
        case Rank::Ace:
            return tr("aces");
        case Rank::Two:
            return tr("twos");
        case Rank::Three:
            return tr("threes");
        case Rank::Four:
            return tr("fours");
        case Rank::Five:
            return tr("fives");
        case Rank::Six:
            return tr("sixes");
        case Rank::Seven:
            return tr("sevens");
        case Rank::Eight:
            return tr("eights");
        case Rank::Nine:
            return tr("nines");
        case Rank::Ten:
            return tr("tens");
        case Rank::Jack:
            return tr("jacks");
        case Rank::Queen:
            return tr("queens");
        case Rank::King:
            return tr("kings");
    }
    return {};
}

}  // namespace cribbage::ui
