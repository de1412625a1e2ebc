// Each decision of a record judged by the analysis, as a comment after its line.
#include <algorithm>
#include <cstdio>
#include <optional>

#include "cribbage/analysis/decision_options.h"
#include "cribbage/analysis/reason.h"
#include "cribbage/game_record.h"

namespace cribbage {
namespace {

std::string points(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

// A decision the analysis judges: who made it, the cards chosen, and how the record says it.
struct Decision {
    int seat = 0;
    std::vector<Card> cards;
    std::string said;  // "1 lays away 8H KH", "2 plays QS"
};

std::optional<Decision> decisionOf(const Action& action) {
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        return Decision{laid->seat, laid->cards,
                        std::to_string(laid->seat + 1) + " lays away " + toString(laid->cards)};
    }
    if (const auto* played = std::get_if<Play>(&action)) {
        return Decision{played->seat,
                        {played->card},
                        std::to_string(played->seat + 1) + " plays " + toString(played->card)};
    }
    return std::nullopt;
}

std::string judged(const Game& before, const Action& action) {
    const auto decision = decisionOf(action);
    if (!decision) {
        return {};
    }
    const auto analysis = analyzeDecision(before.view(decision->seat));
    if (!analysis || analysis->options.empty()) {
        return {};
    }
    const DecisionOption* found = optionOf(*analysis, decision->cards);
    if (found == nullptr) {
        return {};
    }
    const DecisionOption& best = analysis->options.front();
    const double lost = lossOf(*analysis, *found);
    if (found == &best || lost == 0) {
        return decision->said + ": the best. " + renderReason(found->reason, analysis->players);
    }
    const std::string against = " against " + toString(best.cards);
    if (lost < kNearTiePoints) {
        return decision->said + ": a near tie" + against + " (" + points(lost) + ")";
    }
    return decision->said + ": loses " + points(lost) + against + ". " +
           renderReason(best.reason, analysis->players);
}

}  // namespace

std::string annotateRecord(const Game& game, const RecordHeader& header) {
    return writeRecord(game, header, judged);
}

}  // namespace cribbage
