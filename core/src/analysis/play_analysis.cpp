#include "cribbage/analysis/play_analysis.h"

#include <algorithm>
#include <array>
#include <utility>

#include "cribbage/play_rules.h"
#include "end_game.h"
#include "opponent_holdings.h"
#include "play_board.h"
#include "play_end_game.h"
#include "play_position_check.h"
#include "play_reason.h"
#include "play_search.h"

namespace cribbage {
namespace {

// Weighted sums over the holdings for laying one rank.
struct RankTotals {
    double weight = 0;
    double mine = 0;
    double theirs = 0;
    double wins = 0;
    double losses = 0;
    double utility = 0;
};

detail::RankSeries rankSeries(const PlayPosition& position) {
    detail::RankSeries series;
    for (const PlayedCard& played : position.series) {
        series.ranks[series.length++] = static_cast<std::uint8_t>(played.card.rankNumber());
        series.count += played.card.value();
    }
    return series;
}

std::array<RankTotals, 14> searchEveryHolding(const PlayPosition& position,
                                              const std::vector<int>& ranks,
                                              const detail::EndGameSetup& endGame,
                                              const PlayAnalysisLimits& limits) {
    detail::RanksInHand mine{};
    for (Card card : position.held) {
        ++mine[card.rankNumber()];
    }
    const detail::RankSeries series = rankSeries(position);
    std::vector<detail::Holding> every = detail::opponentHoldings(position);
    every = limits.keptRanks
                ? detail::weighByKeptRanks(std::move(every), position)
                : detail::weighByKeptHand(std::move(every), position, limits.keptHandSharpness);
    const std::vector<detail::Holding> holdings =
        detail::sampleHoldings(std::move(every), static_cast<std::size_t>(limits.holdings));
    detail::PlaySearch search(endGame, holdings.size());
    const WinChanceTable* board =
        limits.toTheBoard ? &winChanceTable(position.standing.target) : nullptr;
    std::array<RankTotals, 14> totals{};
    for (const detail::Holding& holding : holdings) {
        const int theirShow = endGame.active || limits.toTheBoard
                                  ? scoreHand(detail::opponentKept(position, holding.cards()),
                                              position.starter, position.handFlush)
                                  : 0;
        search.setDeal(mine, holding.ranks, series, theirShow);
        for (int rank : ranks) {
            const detail::PegTally tally = search.afterMyCard(rank);
            RankTotals& total = totals[rank];
            total.weight += holding.weight;
            total.mine += holding.weight * tally.mine;
            total.theirs += holding.weight * tally.theirs;
            total.wins += holding.weight * (tally.outcome > 0);
            total.losses += holding.weight * (tally.outcome < 0);
            total.utility +=
                holding.weight *
                (board != nullptr
                     ? detail::kGameWinPoints *
                           detail::winChanceAfterPlay(*board, position, endGame, tally, theirShow)
                 : tally.outcome != 0 ? tally.outcome * detail::kGameWinPoints
                                      : tally.mine - tally.theirs);
        }
    }
    return totals;
}

}  // namespace

Result<std::vector<PlayOption>> analyzePlay(const PlayPosition& position,
                                            const PlayAnalysisLimits& limits) {
    if (auto error = detail::checkPlayPosition(position)) {
        return *error;
    }
    std::vector<Card> legal;
    std::vector<int> ranks;
    for (Card card : position.held) {
        if (fitsCount(card, position.count())) {
            legal.push_back(card);
            if (std::find(ranks.begin(), ranks.end(), card.rankNumber()) == ranks.end()) {
                ranks.push_back(card.rankNumber());
            }
        }
    }
    if (legal.empty()) {
        return std::vector<PlayOption>{};
    }
    const detail::EndGameSetup endGame = detail::playEndGame(position);
    const std::array<RankTotals, 14> totals = searchEveryHolding(position, ranks, endGame, limits);
    if (totals[ranks.front()].weight <= 0) {
        return Error{"no cards the opponent could hold agree with their Go's"};
    }
    std::vector<PlayOption> options;
    for (Card card : legal) {
        const RankTotals& total = totals[card.rankNumber()];
        PlayOption option;
        option.card = card;
        option.myPoints = total.mine / total.weight;
        option.opponentPoints = total.theirs / total.weight;
        option.winChance = endGame.active ? total.wins / total.weight : 0.0;
        option.loseChance = endGame.active ? total.losses / total.weight : 0.0;
        option.rankValue = total.utility / total.weight;
        option.reason = detail::playReason(position, option, static_cast<int>(legal.size()));
        options.push_back(std::move(option));
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const auto& a, const auto& b) { return a.rankValue > b.rankValue; });
    detail::explainEndGameRanking(options);
    return options;
}

}  // namespace cribbage
