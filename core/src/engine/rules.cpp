#include "cribbage/rules.h"

#include <algorithm>
#include <string>

namespace cribbage {

std::optional<Error> checkSettings(const RuleSettings& rules) {
    if (rules.players < 2 || rules.players > 4) {
        return Error{
            "cribbage is played by 2, 3 or 4 players, not " + std::to_string(rules.players),
            ErrorCode::PlayersOutOfRange,
            {},
            {rules.players}};
    }
    if (rules.target != 61 && rules.target != 121) {
        return Error{"a game is played to 61 or 121 points, not " + std::to_string(rules.target),
                     ErrorCode::TargetNotAllowed,
                     {},
                     {rules.target}};
    }
    if (rules.matchGames < 1 || rules.matchGames > 99) {
        return Error{
            "a match is won with 1 to 99 game points, not " + std::to_string(rules.matchGames),
            ErrorCode::MatchGamesOutOfRange,
            {},
            {rules.matchGames}};
    }
    switch (rules.skunk) {
        case SkunkRule::Off:
        case SkunkRule::Lurch:
        case SkunkRule::SkunkAndDoubleSkunk:
            break;
        default:
            return Error{"unknown skunk rule", ErrorCode::UnknownSkunkRule};
    }
    switch (rules.firstDealer) {
        case FirstDealer::Cut:
        case FirstDealer::Random:
            break;
        default:
            return Error{"unknown way to choose the first dealer", ErrorCode::UnknownFirstDealer};
    }
    switch (rules.variant) {
        case Variant::SixCard:
            break;
        case Variant::FiveCard:
            if (rules.players != 2) {
                return Error{"five-card cribbage is played by 2 players, not " +
                                 std::to_string(rules.players),
                             ErrorCode::VariantPlayers,
                             {},
                             {rules.players}};
            }
            if (rules.target != usualTarget(rules.variant)) {
                return Error{"five-card cribbage is played to 61 points, not " +
                                 std::to_string(rules.target),
                             ErrorCode::VariantTarget,
                             {},
                             {rules.target}};
            }
            break;
        default:
            return Error{"unknown variant", ErrorCode::UnknownVariant};
    }
    if (rules.cribFourCardFlush && rules.fiveCardFlushOnly) {
        return Error{
            "the crib's four-card flush and \"only a five-card flush counts\" cannot both apply",
            ErrorCode::FlushRulesConflict};
    }
    return std::nullopt;
}

int sideCount(const RuleSettings& rules) {
    return rules.players == 4 ? 2 : rules.players;
}
int sideOf(const RuleSettings& rules, int seat) {
    return seat % sideCount(rules);
}
int cardsDealtEach(const RuleSettings& rules) {
    return rules.players == 2 && rules.variant == Variant::SixCard ? 6 : 5;
}
int cardsLaidAwayEach(const RuleSettings& rules) {
    return rules.players == 2 ? 2 : 1;
}
int cribCardsDealt(const RuleSettings& rules) {
    return rules.players == 3 ? 1 : 0;
}
int cardsKeptEach(const RuleSettings& rules) {
    return cardsDealtEach(rules) - cardsLaidAwayEach(rules);
}
int usualTarget(Variant variant) {
    return variant == Variant::FiveCard ? 61 : 121;
}
int pointsForLast(const RuleSettings& rules) {
    return rules.variant == Variant::FiveCard ? 3 : 0;
}
bool playIsOneSeries(const RuleSettings& rules) {
    return rules.variant == Variant::FiveCard;
}

FlushRule handFlushRule(const RuleSettings& rules) {
    return rules.fiveCardFlushOnly ? FlushRule::Crib : FlushRule::Hand;
}

FlushRule cribFlushRule(const RuleSettings& rules) {
    return rules.cribFourCardFlush ? FlushRule::CribFourAllowed : FlushRule::Crib;
}

int maxCutDepth(int packSize) {
    return packSize - kMinCutPacket;
}

GameWin gameWin(const RuleSettings& rules, int winnerSide, std::span<const int> scores) {
    int bestLoser = 0;
    for (int side = 0; side < static_cast<int>(scores.size()); ++side) {
        if (side != winnerSide) {
            bestLoser = std::max(bestLoser, scores[static_cast<std::size_t>(side)]);
        }
    }
    const int lurchLine = (rules.target - 1) / 2;  // 30 of 61, 60 of 121
    constexpr GameWin single{1, WinKind::Single};
    constexpr GameWin lurch{2, WinKind::Lurch};
    switch (rules.skunk) {
        case SkunkRule::Off:
            return single;
        case SkunkRule::Lurch:
            return bestLoser <= lurchLine ? lurch : single;
        case SkunkRule::SkunkAndDoubleSkunk:
            if (rules.target == 61) {
                return bestLoser <= lurchLine ? lurch : single;
            }
            if (bestLoser <= 60) {
                return {4, WinKind::DoubleSkunk};
            }
            return bestLoser <= 90 ? GameWin{2, WinKind::Skunk} : single;
    }
    return single;
}

int gameValue(const RuleSettings& rules, int winnerSide, std::span<const int> scores) {
    return gameWin(rules, winnerSide, scores).gamePoints;
}

}  // namespace cribbage
