// The scene's notes put in words for the models QML shows: what each seat said, the show's
// counts and caption, the result and the deal's log. Only what changed is told again, and the
// log and the counts are appended to while they only grow.
#include <algorithm>
#include <span>

#include "cribbage/hand_score.h"
#include "scene.h"
#include "scene_notes.h"
#include "words/claim_words.h"
#include "words/count_words.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

namespace cribbage::ui {
namespace {

QString saidWords(const Said& said) {
    switch (said.kind) {
        case Said::Kind::Nothing:
            return {};
        case Said::Kind::Go:
            return StepWords::go();
        case Said::Kind::Points:
            return CountWords::playCount(said.items);
    }
    return {};
}

// What `now` adds to `before`; all of it, restarted, when `before` is not where it began.
template <class T>
struct Growth {
    bool restarted;
    std::span<const T> added;
};

template <class T>
Growth<T> growthOf(const std::vector<T>& before, const std::vector<T>& now) {
    const bool grew =
        before.size() <= now.size() && std::equal(before.begin(), before.end(), now.begin());
    return {!grew, std::span<const T>(now).subspan(grew ? before.size() : 0)};
}

// A count of the summary in words: whose, its points, the count as said, and with muggins what
// was claimed and taken.
struct CountRow {
    const StepWords& words;
    const RuleSettings& rules;

    ShowSummaryModel::Count operator()(const PointsScored& points) const {
        return {.who = words.countOwner(points),
                .points = points.points,
                .said = CountWords::showCount(points.items)};
    }

    ShowSummaryModel::Count operator()(const JudgedClaim& judged) const {
        const HandShown& hand = judged.hand;
        const HandCount worth = countHand(hand.cards, hand.starter,
                                          hand.crib ? cribFlushRule(rules) : handFlushRule(rules));
        const PointsScored owner{.seat = hand.seat,
                                 .side = -1,
                                 .source = hand.crib ? ScoreSource::Crib : ScoreSource::Hand,
                                 .items = {},
                                 .points = worth.total,
                                 .oldScore = 0,
                                 .newScore = 0};
        ShowSummaryModel::Count count = (*this)(owner);
        count.said = CountWords::showCount(worth.items);
        const int claimed = judged.claim.points;
        if (claimed != worth.total) {
            const ClaimWords claims(words.seats());
            count.verdict = claims.claimed(judged.claim.seat, claimed);
            if (judged.caller) {
                count.verdict +=
                    QLatin1Char(' ') + claims.took(*judged.caller, worth.total - claimed);
            }
        }
        return count;
    }
};

QString captionWords(const std::variant<PointsScored, CountClaimed>& caption,
                     const StepWords& words) {
    if (const auto* points = std::get_if<PointsScored>(&caption)) {
        return CountWords::showCount(points->items);
    }
    return words.sentence(Event{std::get<CountClaimed>(caption)});
}

}  // namespace

void Scene::clearNotes() {
    notesShown_ = notesCleared(state_.players);
    log_->clear();
    showSummary_->clear();
    result_->clear();
    caption_.clear();
    seats_->clearSaid();
    seats_->setCounted(-1);
}

void Scene::syncNotes() {
    const SceneNotes& notes = state_.notes;
    const SeatWords seatWords(seating());
    const StepWords words(seatWords, rules_);
    for (int seat = 0; seat < notes.said.size(); ++seat) {
        seats_->setSaid(seat, saidWords(notes.said[seat]));
    }
    seats_->setCounted(notes.countedSeat);
    caption_ = notes.caption ? captionWords(*notes.caption, words) : QString();

    const auto counts = growthOf(notesShown_.shown, notes.shown);
    if (counts.restarted) {
        showSummary_->clear();
    }
    for (const ShownCount& count : counts.added) {
        showSummary_->append(std::visit(CountRow{words, rules_}, count));
    }

    const auto steps = growthOf(notesShown_.log, notes.log);
    if (steps.restarted) {
        log_->clear();
    }
    for (const LoggedStep& logged : steps.added) {
        const QString line = logged.claimed
                                 ? words.judging(std::get<Event>(logged.step), *logged.claimed)
                                 : words.sentence(logged.step);
        if (!line.isEmpty()) {
            log_->append(line);
        }
    }

    if (notes.result != notesShown_.result) {
        if (!notes.result) {
            result_->clear();
        } else if (const auto* won = std::get_if<GameWon>(&*notes.result)) {
            result_->set(ResultWords(seatWords, rules_).game(*won, state_.gamePoints.values()));
        } else {
            result_->set(ResultWords(seatWords, rules_).match(std::get<MatchWon>(*notes.result)));
        }
    }
    notesShown_ = notes;
}

}  // namespace cribbage::ui
