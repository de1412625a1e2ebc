#include "rule_examples.h"

#include <QStringList>
#include <algorithm>
#include <array>
#include <vector>

#include "cribbage/hand_score.h"
#include "cribbage/peg_score.h"
#include "words/count_words.h"

namespace cribbage::ui {

namespace {

std::vector<Card> cardsOf(const char* codes) {
    return *parseCards(codes);
}

QStringList codesOf(const std::vector<Card>& cards) {
    QStringList codes;
    for (Card card : cards) {
        codes << QString::fromStdString(toString(card));
    }
    return codes;
}

QVariantMap playExample(const char* codes, const QString& note) {
    const std::vector<Card> cards = cardsOf(codes);
    QVariantList counts;
    QVariantList points;
    for (std::size_t laid = 1; laid <= cards.size(); ++laid) {
        const std::span<const Card> series(cards.data(), laid);
        counts << seriesCount(series);
        points << scorePlay(series).total;
    }
    return {{QStringLiteral("cards"), codesOf(cards)},
            {QStringLiteral("counts"), counts},
            {QStringLiteral("points"), points},
            {QStringLiteral("note"), note}};
}

QVariantMap showExample(const char* handCodes, const char* starterCode, bool crib) {
    const std::vector<Card> cards = cardsOf(handCodes);
    Hand4 hand{};
    std::copy_n(cards.begin(), hand.size(), hand.begin());
    const Card starter = *parseCard(starterCode);
    const HandCount count = countHand(hand, starter, crib ? FlushRule::Crib : FlushRule::Hand);
    return {{QStringLiteral("hand"), codesOf(cards)},
            {QStringLiteral("starter"), QString::fromStdString(toString(starter))},
            {QStringLiteral("crib"), crib},
            {QStringLiteral("total"), count.total},
            {QStringLiteral("count"), CountWords::showCount(count.items)}};
}

}  // namespace

QVariantList RuleExamples::ranks() {
    QVariantList ranks;
    // Alternating suits, for a row that is not all one colour.
    constexpr std::array kSuitsInTurn{Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};
    for (int rank = 1; rank <= kRanks; ++rank) {
        const Card card(static_cast<Rank>(rank), kSuitsInTurn[static_cast<std::size_t>(rank % 4)]);
        ranks << QVariantMap{{QStringLiteral("card"), QString::fromStdString(toString(card))},
                             {QStringLiteral("value"), card.value()}};
    }
    return ranks;
}

QVariantList RuleExamples::play() {
    return {playExample("8C 7D 7H 6S", tr("8 and 7 make fifteen; the second 7 pairs; the 6 makes "
                                          "no run, since a 7 is doubled among 8-7-7-6.")),
            playExample("9H 6C 8D 7S", tr("9 and 6 make fifteen; the 7 completes the run "
                                          "6-7-8-9, laid out of order.")),
            playExample("3C 4D KS 5H", tr("The king between them breaks the run 3-4-5.")),
            playExample("5C 5D 5H", tr("A pair; the third 5 makes both fifteen and a pair "
                                       "royal."))};
}

QVariantList RuleExamples::show() {
    return {showExample("6D JH 4H 7C", "5H", false), showExample("5S 4S 2S 6H", "5H", false),
            showExample("TS 8D KC 8C", "5H", true),  showExample("8C 7D 7H 6S", "2C", false),
            showExample("5C 5D 5H JS", "5S", false), showExample("4C 4D 5H 5S", "6C", false)};
}

}  // namespace cribbage::ui
