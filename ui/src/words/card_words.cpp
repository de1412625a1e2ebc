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
