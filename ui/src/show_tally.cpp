#include "show_tally.h"

#include "cribbage/hand_score.h"
#include "words/claim_words.h"
#include "words/count_words.h"

namespace cribbage::ui {
namespace {

// The judging step shows the combinations claimed, and writes them after its own sentence.
Step withClaim(Step step, const Step& claimPegged) {
    step.points = claimPegged.points;
    step.counted = true;
    step.items = claimPegged.items;
    step.said = claimPegged.said;
    step.text += QLatin1Char(' ') + claimPegged.text;
    step.spoken += QLatin1Char(' ') + claimPegged.spoken;
    return step;
}

}  // namespace

Step ShowTally::shaped(const PendingStep& pending, Step step) {
    const auto* event = std::get_if<Event>(&pending);
    if (!event) {
        shown_.reset();
        claim_.reset();
        claimPegged_.reset();
        judged_ = false;
        return step;
    }
    if (const auto* shown = std::get_if<HandShown>(event)) {
        shown_ = *shown;
        claim_.reset();
        claimPegged_.reset();
        judged_ = false;
    } else if (const auto* claim = std::get_if<CountClaimed>(event)) {
        claim_ = *claim;
    } else if (const auto* points = std::get_if<PointsScored>(event);
               points && claim_ && !claimPegged_ && points->source != ScoreSource::Muggins) {
        claimPegged_ = step;
        step.items.clear();
        step.said.clear();
        step.text.clear();
        step.spoken.clear();
    } else if (std::holds_alternative<CountAccepted>(*event) ||
               std::holds_alternative<MugginsCalled>(*event)) {
        judged_ = true;
        if (claimPegged_) {
            return withClaim(std::move(step), *claimPegged_);
        }
    }
    return step;
}

std::optional<ShowSummaryModel::Count> ShowTally::row(const Event& event, const Step& step,
                                                      const StepWords& words,
                                                      const RuleSettings& rules) const {
    if (std::holds_alternative<CountAccepted>(event) ||
        (std::holds_alternative<GameWon>(event) && claim_ && !judged_)) {
        return judged(words, rules, std::nullopt);
    }
    if (const auto* called = std::get_if<MugginsCalled>(&event)) {
        return judged(words, rules, called->seat);
    }
    const auto* points = std::get_if<PointsScored>(&event);
    if (!points || !step.counted || claim_ || points->source == ScoreSource::Muggins) {
        return std::nullopt;
    }
    return ShowSummaryModel::Count{
        .who = words.countOwner(*points), .points = points->points, .said = step.said};
}

ShowSummaryModel::Count ShowTally::judged(const StepWords& words, const RuleSettings& rules,
                                          std::optional<int> caller) const {
    const HandShown& shown = *shown_;
    const HandCount worth = countHand(shown.cards, shown.starter,
                                      shown.crib ? cribFlushRule(rules) : handFlushRule(rules));
    const PointsScored owner{.seat = shown.seat,
                             .side = -1,
                             .source = shown.crib ? ScoreSource::Crib : ScoreSource::Hand,
                             .items = {},
                             .points = worth.total,
                             .oldScore = 0,
                             .newScore = 0};
    ShowSummaryModel::Count count{.who = words.countOwner(owner),
                                  .points = worth.total,
                                  .said = CountWords::showCount(worth.items)};
    const int claimed = claim_->points;
    if (claimed != worth.total) {
        const ClaimWords claims(words.seats());
        count.verdict = claims.claimed(claim_->seat, claimed);
        if (caller) {
            count.verdict += QLatin1Char(' ') + claims.took(*caller, worth.total - claimed);
        }
    }
    return count;
}

}  // namespace cribbage::ui
