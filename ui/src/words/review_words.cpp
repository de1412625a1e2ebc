#include "words/review_words.h"

#include "words/card_words.h"
#include "words/count_words.h"
#include "words/numbers.h"
#include "words/reason_words.h"

namespace cribbage::ui {

using Kind = ReviewedDecision::Kind;
using Verdict = ReviewedDecision::Verdict;

QString ReviewWords::kind(Kind kind) {
    switch (kind) {
        case Kind::LayAway:
            return tr("Laying away");
        case Kind::Play:
            return tr("The play");
        case Kind::Count:
            return tr("Counting");
    }
    return {};
}

QString ReviewWords::chosen(const ReviewedDecision& decision) {
    if (decision.kind == Kind::Count) {
        return tr("claimed %1").arg(localeNumber(decision.claimed));
    }
    return cardNames(decision.chosen);
}

QString ReviewWords::better(const ReviewedDecision& decision) {
    if (decision.kind == Kind::Count) {
        return tr("worth %1").arg(localeNumber(decision.worth));
    }
    return cardNames(decision.better);
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
            return tr("The Expert's choice.");
        case Verdict::NearTie:
            return tr("A near-tie: %1 was better by only %2 points.")
                .arg(cardNames(decision.better), localeDecimal(decision.lost));
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
    return decision.reason ? ReasonWords::sentence(*decision.reason) : QString();
}

QString ReviewWords::summary(double layAway, double play, double count) {
    return tr("Points lost this game: %1 laying away, %2 in the play, %3 counting.")
        .arg(localeDecimal(layAway), localeDecimal(play), localeDecimal(count));
}

QString ReviewWords::deal(int deal) {
    return tr("Deal %1").arg(localeNumber(deal));
}

}  // namespace cribbage::ui
