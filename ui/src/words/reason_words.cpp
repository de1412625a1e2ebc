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

QString ReasonWords::sentence(const Reason& reason, int players) {
    const QString table = players > 2 ? tableTemplateFor(reason.id) : QString();
    return filled(table.isEmpty() ? templateFor(reason.id) : table, reason);
}

QString ReasonWords::filled(QString text, const Reason& reason) {
    for (const ReasonArg& arg : reason.args) {
        text = text.arg(std::visit(ArgumentWords{}, arg));
    }
    return text;
}

// Empty where the two-player sentence says it right at a table of three or four.
QString ReasonWords::tableTemplateFor(ReasonId id) {
    switch (id) {
        case ReasonId::SaltsOwnCrib:
            return tr(
                "Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average "
                "with the cards the others add.");
        default:
            return {};
    }
}

QString ReasonWords::templateFor(ReasonId id) {
    switch (id) {
        case ReasonId::KeepsHand:
            return tr("Keeps %1: %2 points on average in the hand.");
        case ReasonId::KeepsSurePoints:
            return tr(
                "Keeps %1: at least %2 points whatever starter is cut, %3 on average with the "
                "starter.");
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
        case ReasonId::ReachesMoreOften:
            return tr(
                "Ranked first: keeping %1 reaches the target this hand more often (%2%) than "
                "%3 (%4%), which scores more on average. This close to the end, getting there "
                "first counts more than points.");
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
        case ReasonId::PairRisksPairRoyal:
            return tr(
                "%1 pairs for 2, but the next player makes a pair royal for 6 with another of the "
                "%2.");
        case ReasonId::LeadGivesFifteen:
            return tr("Leading %1 lets the next player make 15 with any of the %2.");
        case ReasonId::LeavesFifteenFor:
            return tr("%1 brings the count to %2: the next player makes 15 with any of the %3.");
        case ReasonId::LeavesThirtyOneFor:
            return tr("%1 brings the count to %2: the next player makes 31 with any of the %3.");
        case ReasonId::LeavesNoFifteenOrThirtyOne:
            return tr("%1 brings the count to %2, where no single card makes 15 or 31.");
        case ReasonId::WinsMoreOften:
            return tr(
                "Ranked first: %1 wins the game more often (%2%) than %3 (%4%), which pegs "
                "more on average. This close to the end, winning counts more than points.");
        case ReasonId::LosesLessOften:
            return tr(
                "Ranked first: after %1 the opponent wins less often (%2%) than after %3 "
                "(%4%), which pegs more on average. This close to the end, not losing counts "
                "more than points.");
        case ReasonId::LeavesFifteenForPartner:
            return tr(
                "%1 brings the count to %2: your partner, next to play, makes 15 with any of the "
                "%3.");
        case ReasonId::LeavesThirtyOneForPartner:
            return tr(
                "%1 brings the count to %2: your partner, next to play, makes 31 with any of the "
                "%3.");
        case ReasonId::NobodyElseCanLay:
            return tr("%1 brings the count to %2, where nobody else can lay a card.");
    }
    return {};
}

}  // namespace cribbage::ui
