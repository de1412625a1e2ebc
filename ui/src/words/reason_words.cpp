#include "words/reason_words.h"

#include "words/card_words.h"
#include "words/numbers.h"

namespace cribbage::ui {
namespace {

struct ArgumentWords {
    QString operator()(Card card) const { return cardName(card); }
    QString operator()(const std::vector<Card>& cards) const { return cardNames(cards); }
    QString operator()(Rank rank) const { return RankWords::plural(rank); }
    QString operator()(int number) const { return localeNumber(number); }
    QString operator()(double average) const { return localeDecimal(average); }
};

}  // namespace

QString ReasonWords::sentence(const Reason& reason) {
    return filled(templateFor(reason.id), reason);
}

QString ReasonWords::sentence(const Reason& reason, int players) {
    const QString table = players > 2 ? tableTemplateFor(reason.id, players) : QString();
    return filled(table.isEmpty() ? templateFor(reason.id) : table, reason);
}

QString ReasonWords::filled(QString text, const Reason& reason) {
    for (const ReasonArg& arg : reason.args) {
        text = text.arg(std::visit(ArgumentWords{}, arg));
    }
    return text;
}

// Empty where the two-player sentence says it right at a table of three or four.
QString ReasonWords::tableTemplateFor(ReasonId id, int players) {
    switch (id) {
        case ReasonId::SaltsOwnCrib:
            return tr(
                "Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average "
                "with the cards the others add.");
        case ReasonId::ExpectedPegging:
            return players == 4 ? tr("%1: %2 points for you and your partner and %3 for your "
                                     "opponents through the rest of the series, on average.")
                                : tr("%1: %2 points for you and %3 for your two opponents "
                                     "together through the rest of the series, on average.");
        default:
            return {};
    }
}

QString ReasonWords::templateFor(ReasonId id) {
    switch (id) {
        case ReasonId::KeepsHand:
            return tr("Keeps %1: %2 points on average in the hand.");
        case ReasonId::KeepsSurePoints:
            return tr("Keeps %1, worth %2 whatever the starter: %3 points on average.");
        case ReasonId::SaltsOwnCrib:
            return tr(
                "Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average "
                "with the pone's cards.");
        case ReasonId::GivesFive:
            return tr(
                "Keeps %1 (%2 on average) but gives the crib the %3: any ten-card makes 15 "
                "with it.");
        case ReasonId::GivesPair:
            return tr("Keeps %1 (%2 on average) but gives the crib a pair of %3.");
        case ReasonId::GivesFifteen:
            return tr("Keeps %1 (%2 on average) but gives the crib %3, a fifteen already.");
        case ReasonId::GivesTouchingCards:
            return tr(
                "Keeps %1 (%2 on average) but gives the crib %3, touching cards that make "
                "runs.");
        case ReasonId::BalksCrib:
            return tr(
                "Keeps %1 (%2 on average) and gives the crib %3, which seldom score: %4 on "
                "average.");
        case ReasonId::BestChanceToCountOut:
            return tr("Keeps %1: the chance to reach the target this hand is %2%.");
        case ReasonId::OnlyCard:
            return tr("%1 is the only card you can play.");
        case ReasonId::PegsOut:
            return tr("%1 pegs out and wins the game.");
        case ReasonId::MakesFifteen:
            return tr("%1 makes fifteen for 2.");
        case ReasonId::MakesThirtyOne:
            return tr("%1 makes thirty-one for 2.");
        case ReasonId::MakesPair:
            return tr("%1 makes a pair for 2.");
        case ReasonId::MakesPairRoyal:
            return tr("%1 makes a pair royal for 6.");
        case ReasonId::MakesDoublePairRoyal:
            return tr("%1 makes a double pair royal for 12.");
        case ReasonId::MakesRun:
            return tr("%1 makes a run of %2.");
        case ReasonId::LeadFive:
            return tr("Leading %1 is risky: any ten-card makes 15 with it.");
        case ReasonId::LeadUnderFive:
            return tr("Leading %1 is safe: no card makes 15 with it.");
        case ReasonId::LeadFromPair:
            return tr("Leading %1 from your pair of %2 can set up a pair royal.");
        case ReasonId::LeavesTwentyOne:
            return tr("%1 brings the count to 21: any ten-card makes 31.");
        case ReasonId::LeavesFive:
            return tr("%1 brings the count to 5: any ten-card makes 15.");
        case ReasonId::ExpectedPegging:
            return tr(
                "%1: %2 points for you and %3 for the opponent through the rest of the "
                "play, on average.");
    }
    return {};
}

}  // namespace cribbage::ui
