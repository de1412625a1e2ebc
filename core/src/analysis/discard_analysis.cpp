#include "cribbage/analysis/discard_analysis.h"

#include <algorithm>

#include "cribbage/analysis/discard_tables.h"
#include "cribbage/card_set.h"
#include "discard_options.h"
#include "discard_reason.h"

namespace cribbage {

Result<std::vector<DiscardOption>> analyzeDiscards(std::span<const Card> dealt, bool dealer,
                                                   const Standing& standing,
                                                   const DiscardTables& tables,
                                                   FlushRule handFlush) {
    if (dealt.size() != 6) {
        return Error{"a two-player deal is six cards, not " + std::to_string(dealt.size())};
    }
    if (CardSet::of(dealt).size() != 6) {
        return Error{"the six cards dealt must all be different"};
    }
    if (auto error = checkStanding(standing)) {
        return *error;
    }
    std::array<Card, 6> sorted;
    std::copy(dealt.begin(), dealt.end(), sorted.begin());
    std::sort(sorted.begin(), sorted.end());

    std::vector<DiscardOption> options;
    options.reserve(15);
    detail::StarterScores scores;
    for (int first = 0; first < 6; ++first) {
        for (int second = first + 1; second < 6; ++second) {
            DiscardOption option = detail::evaluateDiscard(sorted, first, second, dealer, standing,
                                                           tables, handFlush, scores);
            option.reason = detail::discardReason(option, dealer, scores);
            options.push_back(std::move(option));
        }
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const auto& a, const auto& b) { return a.rankValue > b.rankValue; });
    detail::explainEndGameRanking(options);
    return options;
}

Result<std::vector<DiscardOption>> analyzeDiscards(std::span<const Card> dealt, bool dealer,
                                                   const Standing& standing, FlushRule handFlush) {
    return analyzeDiscards(dealt, dealer, standing, builtInDiscardTables(), handFlush);
}

}  // namespace cribbage
