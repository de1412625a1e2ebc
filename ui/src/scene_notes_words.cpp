// The scene's notes put in words for the models QML shows: what each seat said, the show's
// counts and caption, the result and the deal's log. Only what changed is told again, and the
// log and the counts are appended to while they only grow.
#include <algorithm>
#include <span>

#include "scene.h"
#include "scene_notes.h"
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
    caption_ = notes.caption ? CountWords::showCount(notes.caption->items) : QString();

    const auto counts = growthOf(notesShown_.shown, notes.shown);
    if (counts.restarted) {
        showSummary_->clear();
    }
    for (const PointsScored& count : counts.added) {
        showSummary_->append(
            {words.countOwner(count), count.points, CountWords::showCount(count.items)});
    }

    const auto steps = growthOf(notesShown_.log, notes.log);
    if (steps.restarted) {
        log_->clear();
    }
    for (const PendingStep& step : steps.added) {
        if (const QString line = words.sentence(step); !line.isEmpty()) {
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
