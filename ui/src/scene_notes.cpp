// What each step says, kept for the person to read: the deal's log, what each seat said in
// the play, the show's counts and caption, and the result of a game.
#include <algorithm>

#include "scene.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

namespace cribbage::ui {

void Scene::note(const PendingStep& pending, const Step& step) {
    if (std::holds_alternative<Gather>(pending)) {
        log_->clear();
        seats_->clearSaid();
        seats_->setCounted(-1);
        showSummary_->clear();
        result_->clear();
        caption_.clear();
        cribCounted_ = false;
    } else if (const auto* event = std::get_if<Event>(&pending)) {
        noteEvent(*event);
        if (auto row = tally_.row(*event, step, StepWords(SeatWords(seating()), rules_), rules_)) {
            showSummary_->append(*row);
        }
        const auto* points = std::get_if<PointsScored>(event);
        if (std::holds_alternative<CountClaimed>(*event)) {
            caption_ = step.text;  // the claim as a number, until it is judged
        } else if (step.counted) {
            if (!step.said.isEmpty()) {
                caption_ = step.said;
            }
        } else if (points) {
            caption_.clear();
            if (points->source == ScoreSource::Play) {
                seats_->setSaid(points->seat, step.said);
                sayImplicitGoes(*points);
            }
        }
    }
    if (!step.text.isEmpty()) {
        log_->append(step.text);
    }
}

// When no one else can play, the rules give the go point at once, without each player's Go:
// the table says it for them, so the person sees who passed.
void Scene::sayImplicitGoes(const PointsScored& points) {
    const bool forTheGo =
        std::any_of(points.items.begin(), points.items.end(),
                    [](const ScoreItem& item) { return item.kind == ScoreKind::Go; });
    if (!forTheGo) {
        return;
    }
    for (int seat = 0; seat < state_.players; ++seat) {
        if (seat != points.seat && !state_.hands[seat].empty()) {
            seats_->setSaid(seat, StepWords::go());
        }
    }
}

void Scene::noteEvent(const Event& event) {
    const SeatWords seatWords(seating());
    if (const auto* played = std::get_if<CardPlayed>(&event)) {
        seats_->setSaid(played->seat, {});
    } else if (const auto* go = std::get_if<GoSaid>(&event)) {
        seats_->setSaid(go->seat, StepWords::go());
    } else if (std::holds_alternative<CountReset>(event)) {
        seats_->clearSaid();
    } else if (const auto* shown = std::get_if<HandShown>(&event)) {
        seats_->clearSaid();
        seats_->setCounted(shown->crib ? -1 : shown->seat);
        cribCounted_ = shown->crib;
        caption_.clear();
    } else if (const auto* won = std::get_if<GameWon>(&event)) {
        result_->set(ResultWords(seatWords, rules_).game(*won, state_.gamePoints.values()));
    } else if (const auto* match = std::get_if<MatchWon>(&event)) {
        result_->set(ResultWords(seatWords, rules_).match(*match));
    }
}

}  // namespace cribbage::ui
