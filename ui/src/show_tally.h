#pragma once

#include <optional>

#include "cribbage/event.h"
#include "cribbage/rules.h"
#include "pending_step.h"
#include "show_summary_model.h"
#include "step.h"
#include "words/step_words.h"

namespace cribbage::ui {

// The show's counts as the table tells them. With muggins, in the order players judge a count:
// a claim is shown as its number, its points pegged without their combinations; the
// combinations come with the judging (accepted, or muggins called), and the summary's row then
// says what the cards were worth, what was claimed and what muggins took.
class ShowTally {
public:
    // The step of `pending` as the exchange shows it (the steps must come in the game's order).
    Step shaped(const PendingStep& pending, Step step);
    // The row `event` (shaped as `step`) adds to the show's summary: a count without muggins,
    // a claim once judged; none for anything else.
    // A claim that wins the game is never judged: its row comes with the win.
    std::optional<ShowSummaryModel::Count> row(const Event& event, const Step& step,
                                               const StepWords& words,
                                               const RuleSettings& rules) const;

private:
    ShowSummaryModel::Count judged(const StepWords& words, const RuleSettings& rules,
                                   std::optional<int> caller) const;

    std::optional<HandShown> shown_;
    std::optional<CountClaimed> claim_;
    std::optional<Step> claimPegged_;  // the claim's points as first made, with combinations
    bool judged_ = false;
};

}  // namespace cribbage::ui
