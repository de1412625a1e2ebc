#include "cribbage/analysis/reason.h"

#include <cmath>
#include <cstdio>

namespace cribbage {

int percent(double chance) {
    return static_cast<int>(std::lround(chance * 100));
}

std::string_view englishTemplate(ReasonId id) {
    switch (id) {
        case ReasonId::KeepsHand:
            return "Keeps %1: %2 points on average in the hand.";
        case ReasonId::KeepsSurePoints:
            return "Keeps %1, worth %2 whatever the starter: %3 points on average.";
        case ReasonId::SaltsOwnCrib:
            return "Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average "
                   "with the pone's cards.";
        case ReasonId::GivesFive:
            return "Keeps %1 (%2 on average) but gives the crib the %3: any ten-card makes 15 "
                   "with it.";
        case ReasonId::GivesPair:
            return "Keeps %1 (%2 on average) but gives the crib a pair of %3.";
        case ReasonId::GivesFifteen:
            return "Keeps %1 (%2 on average) but gives the crib %3, a fifteen already.";
        case ReasonId::GivesTouchingCards:
            return "Keeps %1 (%2 on average) but gives the crib %3, touching cards that make "
                   "runs.";
        case ReasonId::BalksCrib:
            return "Keeps %1 (%2 on average) and gives the crib %3, which seldom score: %4 on "
                   "average.";
        case ReasonId::BestChanceToCountOut:
            return "Keeps %1: the chance to reach the target this hand is %2%.";
        case ReasonId::ReachesMoreOften:
            return "Ranked first: keeping %1 reaches the target this hand more often (%2%) than "
                   "%3 (%4%), which scores more on average. This close to the end, getting there "
                   "first counts more than points.";
        case ReasonId::OnlyCard:
            return "%1 is the only card you can play.";
        case ReasonId::PegsOut:
            return "%1 pegs out and wins the game.";
        case ReasonId::MakesFifteen:
            return "%1 makes fifteen for 2.";
        case ReasonId::MakesThirtyOne:
            return "%1 makes thirty-one for 2.";
        case ReasonId::MakesPair:
            return "%1 makes a pair for 2.";
        case ReasonId::MakesPairRoyal:
            return "%1 makes a pair royal for 6.";
        case ReasonId::MakesDoublePairRoyal:
            return "%1 makes a double pair royal for 12.";
        case ReasonId::MakesRun:
            return "%1 makes a run of %2.";
        case ReasonId::LeadFive:
            return "Leading %1 is risky: any ten-card makes 15 with it.";
        case ReasonId::LeadUnderFive:
            return "Leading %1 is safe: no card makes 15 with it.";
        case ReasonId::LeadFromPair:
            return "Leading %1 from your pair of %2 can set up a pair royal.";
        case ReasonId::LeavesTwentyOne:
            return "%1 brings the count to 21: any ten-card makes 31.";
        case ReasonId::LeavesFive:
            return "%1 brings the count to 5: any ten-card makes 15.";
        case ReasonId::PairRisksPairRoyal:
            return "%1 pairs for 2, but the next player makes a pair royal for 6 with another of "
                   "the %2.";
        case ReasonId::LeadGivesFifteen:
            return "Leading %1 lets the next player make 15 with any of the %2.";
        case ReasonId::LeavesFifteenFor:
            return "%1 brings the count to %2: the next player makes 15 with any of the %3.";
        case ReasonId::LeavesThirtyOneFor:
            return "%1 brings the count to %2: the next player makes 31 with any of the %3.";
        case ReasonId::LeavesNoFifteenOrThirtyOne:
            return "%1 brings the count to %2, where no single card makes 15 or 31.";
        case ReasonId::WinsMoreOften:
            return "Ranked first: %1 wins the game more often (%2%) than %3 (%4%), which pegs "
                   "more on average. This close to the end, winning counts more than points.";
        case ReasonId::LosesLessOften:
            return "Ranked first: after %1 the opponent wins less often (%2%) than after %3 "
                   "(%4%), which pegs more on average. This close to the end, not losing counts "
                   "more than points.";
        case ReasonId::LeavesFifteenForPartner:
            return "%1 brings the count to %2: your partner, next to play, makes 15 with any of "
                   "the %3.";
        case ReasonId::LeavesThirtyOneForPartner:
            return "%1 brings the count to %2: your partner, next to play, makes 31 with any of "
                   "the %3.";
        case ReasonId::NobodyElseCanLay:
            return "%1 brings the count to %2, where nobody else can lay a card.";
    }
    return "";
}

std::string_view englishTemplate(ReasonId id, int players) {
    if (players > 2 && id == ReasonId::SaltsOwnCrib) {
        return "Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with "
               "the cards the others add.";
    }
    return englishTemplate(id);
}

std::string formatReasonArg(const ReasonArg& arg) {
    struct Formatter {
        std::string operator()(Card card) const { return toString(card); }
        std::string operator()(const std::vector<Card>& cards) const { return toString(cards); }
        std::string operator()(Rank rank) const { return std::string(rankNamePlural(rank)); }
        std::string operator()(int number) const { return std::to_string(number); }
        std::string operator()(double average) const {
            char text[32];
            std::snprintf(text, sizeof text, "%.1f", average);
            return text;
        }
    };
    return std::visit(Formatter{}, arg);
}

std::string renderReason(const Reason& reason) {
    return renderReason(reason, 2);
}

std::string renderReason(const Reason& reason, int players) {
    const std::string_view text = englishTemplate(reason.id, players);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool placeholder =
            text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9';
        if (!placeholder) {
            out += text[i];
            continue;
        }
        const auto index = static_cast<std::size_t>(text[i + 1] - '1');
        out += index < reason.args.size() ? formatReasonArg(reason.args[index]) : "?";
        ++i;
    }
    return out;
}

}  // namespace cribbage
