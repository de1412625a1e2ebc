#include <cstdint>
#include <string>

#include "applying.h"

namespace cribbage::detail {
namespace {

struct SplitCount {
    std::vector<ScoreItem> counted;
    std::vector<ScoreItem> missed;
};

// Splits a hand's combinations into those that make up a claim of `claimed` points (as
// nearly as whole combinations can, never more) and those the counter missed. A hand of
// five cards has far fewer than 64 combinations, so a bit mask names a subset.
SplitCount splitClaim(const std::vector<ScoreItem>& items, int claimed) {
    std::vector<std::optional<std::uint64_t>> subsetFor(static_cast<std::size_t>(claimed) + 1);
    subsetFor[0] = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const int points = items[i].points;
        for (int sum = claimed; sum >= points; --sum) {
            const auto& from = subsetFor[static_cast<std::size_t>(sum - points)];
            auto& to = subsetFor[static_cast<std::size_t>(sum)];
            if (from && !to) {
                to = *from | (std::uint64_t{1} << i);
            }
        }
    }
    int best = claimed;
    while (!subsetFor[static_cast<std::size_t>(best)]) {
        --best;
    }
    const std::uint64_t mask = *subsetFor[static_cast<std::size_t>(best)];
    SplitCount split;
    for (std::size_t i = 0; i < items.size(); ++i) {
        ((mask >> i) & 1U ? split.counted : split.missed).push_back(items[i]);
    }
    return split;
}

Refusal checkShowTurn(const GameState& state, const RuleSettings& rules, int seat,
                      bool claimPending, std::string_view doing) {
    if (state.phase != Phase::Show || state.show.claimed.has_value() != claimPending) {
        return wrongPhase(state, seat, doing);
    }
    const int expected = claimPending ? mugginsCaller(state, rules) : showCounter(state, rules);
    if (seat != expected) {
        return notYourTurn(seat, expected);
    }
    return std::nullopt;
}

// Any player of another side may call muggins on a claim, not only the judge (the player
// on the counter's left, who alone accepts it).
Refusal checkMugginsCall(const GameState& state, const RuleSettings& rules, int seat) {
    if (state.phase != Phase::Show || !state.show.claimed) {
        return wrongPhase(state, seat, "call muggins");
    }
    const int counter = showCounter(state, rules);
    if (sideOf(rules, seat) == sideOf(rules, counter)) {
        return Error{seat == counter ? "you cannot call muggins on your own count"
                                     : "you cannot call muggins on your partner's count",
                     ErrorCode::OwnSideCount,
                     {seat, counter},
                     {}};
    }
    return std::nullopt;
}

}  // namespace

bool mayCallMuggins(const GameState& state, const RuleSettings& rules, int seat) {
    return !checkMugginsCall(state, rules, seat);
}

int mugginsCaller(const GameState& state, const RuleSettings& rules) {
    return (showCounter(state, rules) + 1) % rules.players;
}

Refusal applyClaimCount(Applying& applying, const ClaimCount& claim) {
    auto& state = applying.state;
    if (auto refusal = checkShowTurn(state, applying.rules(), claim.seat, false, "claim a count")) {
        return refusal;
    }
    const HandCount count = countShown(state, applying.rules());
    if (claim.points < 0) {
        return Error{"a count cannot be less than 0",
                     ErrorCode::NegativeClaim,
                     {claim.seat},
                     {claim.points}};
    }
    if (claim.points > count.total) {
        return Error{"you cannot claim " + std::to_string(claim.points) +
                         ": the cards are not worth that much",
                     ErrorCode::ClaimAboveCount,
                     {claim.seat},
                     {claim.points}};
    }
    applying.events.push_back(CountClaimed{claim.seat, claim.points});
    if (claim.points > 0 && peg(applying, claim.seat, showSource(state, applying.rules()),
                                splitClaim(count.items, claim.points).counted, claim.points)) {
        return std::nullopt;
    }
    state.show.claimed = claim.points;
    return std::nullopt;
}

Refusal applyAcceptCount(Applying& applying, const AcceptCount& accept) {
    if (auto refusal =
            checkShowTurn(applying.state, applying.rules(), accept.seat, true, "accept a count")) {
        return refusal;
    }
    applying.events.push_back(CountAccepted{accept.seat});
    nextShowStep(applying);
    return std::nullopt;
}

Refusal applyCallMuggins(Applying& applying, const CallMuggins& call) {
    auto& state = applying.state;
    if (auto refusal = checkMugginsCall(state, applying.rules(), call.seat)) {
        return refusal;
    }
    const HandCount count = countShown(state, applying.rules());
    const int claimed = *state.show.claimed;
    const int counter = showCounter(state, applying.rules());
    if (claimed == count.total) {
        return Error{
            "nothing was missed: " + seatName(counter) + " counted all " + std::to_string(claimed),
            ErrorCode::NothingMissed,
            {call.seat, counter},
            {claimed}};
    }
    applying.events.push_back(MugginsCalled{call.seat, counter});
    if (peg(applying, call.seat, ScoreSource::Muggins, splitClaim(count.items, claimed).missed,
            count.total - claimed)) {
        return std::nullopt;
    }
    nextShowStep(applying);
    return std::nullopt;
}

std::vector<Action> legalShowActions(const GameState& state, const RuleSettings& rules, int seat) {
    std::vector<Action> actions;
    if (state.phase != Phase::Show) {
        return actions;
    }
    if (!state.show.claimed) {
        if (seat == showCounter(state, rules)) {
            for (int points = 0; points <= countShown(state, rules).total; ++points) {
                actions.push_back(ClaimCount{seat, points});
            }
        }
        return actions;
    }
    if (seat == mugginsCaller(state, rules)) {
        actions.push_back(AcceptCount{seat});
    }
    if (mayCallMuggins(state, rules, seat) &&
        *state.show.claimed < countShown(state, rules).total) {
        actions.push_back(CallMuggins{seat});
    }
    return actions;
}

}  // namespace cribbage::detail
