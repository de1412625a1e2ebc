#include "multi_play_reason.h"

#include <algorithm>

#include "cribbage/peg_score.h"
#include "play_reason.h"
#include "table_sides.h"

namespace cribbage::detail {
namespace {

// The count the idea leaves: the argument after the card, or the card's value for a lead.
int countLeft(const Reason& idea, Card card) {
    const int* count = idea.args.size() > 1 ? std::get_if<int>(&idea.args[1]) : nullptr;
    return count != nullptr ? *count : card.value();
}

Reason forPartner(const Reason& idea, Card card) {
    switch (idea.id) {
        case ReasonId::LeavesFifteenFor:
            return {ReasonId::LeavesFifteenForPartner, idea.args};
        case ReasonId::LeavesThirtyOneFor:
            return {ReasonId::LeavesThirtyOneForPartner, idea.args};
        case ReasonId::LeadGivesFifteen:
            return {ReasonId::LeavesFifteenForPartner, {card, card.value(), idea.args[1]}};
        case ReasonId::PairRisksPairRoyal:
            return {ReasonId::MakesPair, {card}};
        default:
            return idea;
    }
}

Reason forNobody(const Reason& idea, Card card) {
    switch (idea.id) {
        case ReasonId::LeavesFifteenFor:
        case ReasonId::LeavesThirtyOneFor:
        case ReasonId::LeavesNoFifteenOrThirtyOne:
        case ReasonId::LeavesFive:
        case ReasonId::LeavesTwentyOne:
        case ReasonId::LeadGivesFifteen:
        case ReasonId::LeadFive:
        case ReasonId::LeadUnderFive:
        case ReasonId::LeadFromPair:
            return {ReasonId::NobodyElseCanLay, {card, countLeft(idea, card)}};
        case ReasonId::PairRisksPairRoyal:
            return {ReasonId::MakesPair, {card}};
        default:
            return idea;
    }
}

}  // namespace

NextToPlay nextToPlay(const MultiPlayPosition& position, int countAfter) {
    for (int step = 1; step < position.players; ++step) {
        const int seat = (position.seat + step) % position.players;
        const auto index = static_cast<std::size_t>(seat);
        const int above = index < position.heldAbove.size() ? position.heldAbove[index] : 0;
        if (position.cardsHeld[index] > 0 && kMaxCount - countAfter > above) {
            return sameSide(position.players, seat, position.seat) ? NextToPlay::Partner
                                                                   : NextToPlay::Opponent;
        }
    }
    return NextToPlay::Nobody;
}

Reason multiPlayIdea(const MultiPlayPosition& position, Card card) {
    Reason idea = playIdea(position.series, card, position.hand, position.unseen);
    switch (nextToPlay(position, seriesCount(position.series) + card.value())) {
        case NextToPlay::Partner:
            return forPartner(idea, card);
        case NextToPlay::Nobody:
            return forNobody(idea, card);
        case NextToPlay::Opponent:
            break;
    }
    return idea;
}

void explainAndRank(const MultiPlayPosition& position, std::vector<MultiPlayOption>& options) {
    const bool only = options.size() == 1;
    for (MultiPlayOption& option : options) {
        option.reason =
            only ? Reason{ReasonId::OnlyCard, {option.card}} : multiPlayIdea(position, option.card);
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const auto& a, const auto& b) { return a.rankValue > b.rankValue; });
}

}  // namespace cribbage::detail
