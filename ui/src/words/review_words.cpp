#include "words/review_words.h"

#include "words/card_words.h"
#include "words/count_words.h"
#include "words/numbers.h"
#include "words/reason_words.h"

namespace cribbage::ui {

using Kind = ReviewedDecision::Kind;
using Verdict = ReviewedDecision::Verdict;

QString ReviewWords::choice(const ReviewedDecision& decision) {
    const QString chosen = cardNames(decision.chosen);
    const bool best = decision.verdict() == Verdict::Best;
    switch (decision.kind) {
        case Kind::LayAway:
            return best ? tr("You laid away %1, as the Expert would.").arg(chosen)
                        : tr("You laid away %1; the Expert would lay away %2.")
                              .arg(chosen, cardNames(decision.better));
        case Kind::Play:
            return best ? tr("You played %1, as the Expert would.").arg(chosen)
                        : tr("You played %1; the Expert would play %2.")
                              .arg(chosen, cardNames(decision.better));
        case Kind::Count:
            return tr("You claimed %n point(s).", nullptr, decision.claimed);
    }
    return {};
}

QString ReviewWords::verdict(const ReviewedDecision& decision) {
    if (decision.kind == Kind::Count) {
        const int missed = decision.worth - decision.claimed;
        return missed == 0 ? tr("Counted right.")
                           : tr("You missed %n point(s): the hand was worth %1.", nullptr, missed)
                                 .arg(localeNumber(decision.worth));
    }
    switch (decision.verdict()) {
        case Verdict::Best:
            return {};  // the choice says so
        case Verdict::NearTie:
            // Not the points themselves: under 0.1, they would read "by only 0.0 points".
            return tr("A near-tie: %1 was better by less than %2 points.")
                .arg(cardNames(decision.better), localeDecimal(kNearTiePoints));
        case Verdict::Mistake:
            return tr("%1 was better by %2 points.")
                .arg(cardNames(decision.better), localeDecimal(decision.lost));
    }
    return {};
}

QString ReviewWords::reason(const ReviewedDecision& decision) {
    if (decision.kind == Kind::Count) {
        return CountWords::showCount(decision.count);
    }
    return decision.reason ? ReasonWords::sentence(*decision.reason, decision.players) : QString();
}

QString ReviewWords::note(const ReviewedDecision& decision) {
    return tr("Worth a second look: %1 %2", "how the choice fell short, then why")
        .arg(verdict(decision), reason(decision));
}

QString ReviewWords::summary(double layAway, double play, double count) {
    return tr("Points lost this game: %1 laying away, %2 in the play, %3 counting.")
        .arg(localeDecimal(layAway), localeDecimal(play), localeDecimal(count));
}

QString ReviewWords::deal(int deal) {
    return tr("Deal %1").arg(localeNumber(deal));
}

}  // namespace cribbage::ui
