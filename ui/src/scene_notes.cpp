// The notes of a scene: what each seat said in the play, the show's counts and caption, the
// result, and the deal's log, reduced from the steps as the cards are.
#include "scene_notes.h"

#include <algorithm>

namespace cribbage::ui {
namespace {

bool forTheGo(const PointsScored& points) {
    return std::any_of(points.items.begin(), points.items.end(),
                       [](const ScoreItem& item) { return item.kind == ScoreKind::Go; });
}

struct NoteTaker {
    SceneState& scene;
    SceneNotes& notes = scene.notes;

    void operator()(const CardPlayed& e) const { notes.said[e.seat] = {}; }
    void operator()(const GoSaid& e) const { notes.said[e.seat] = {Said::Kind::Go, {}}; }
    void operator()(const CountReset&) const { clearSaid(); }
    void operator()(const HandShown& e) const {
        clearSaid();
        notes.countedSeat = e.crib ? -1 : e.seat;
        notes.cribCounted = e.crib;
        notes.caption.reset();
    }
    void operator()(const PointsScored& e) const {
        if (fromTheShow(e.source)) {
            notes.shown.push_back(e);
            notes.caption = e;
            return;
        }
        notes.caption.reset();
        if (e.source == ScoreSource::Play) {
            notes.said[e.seat] = {Said::Kind::Points, e.items};
            sayImplicitGoes(e);
        }
    }
    void operator()(const GameWon& e) const { notes.result = e; }
    void operator()(const MatchWon& e) const { notes.result = e; }
    void operator()(const auto&) const {}

    void clearSaid() const { std::fill(notes.said.begin(), notes.said.end(), Said{}); }

    // When no one else can play, the rules give the go point at once, without each player's
    // Go: the table says it for them, so that the person sees who passed.
    void sayImplicitGoes(const PointsScored& points) const {
        if (!forTheGo(points)) {
            return;
        }
        for (int seat = 0; seat < scene.players; ++seat) {
            if (seat != points.seat && !scene.hands[seat].empty()) {
                notes.said[seat] = {Said::Kind::Go, {}};
            }
        }
    }
};

}  // namespace

SceneNotes notesCleared(int players) {
    SceneNotes notes;
    notes.said = PerSeat<Said>(players, {});
    return notes;
}

std::optional<PendingStep> seenBy(const PendingStep& step, int viewer) {
    const auto* event = std::get_if<Event>(&step);
    if (!event) {
        return step;
    }
    if (const auto* dealt = std::get_if<CardDealt>(event); dealt && dealt->seat != viewer) {
        return std::nullopt;
    }
    if (const auto* laid = std::get_if<CardsLaidAway>(event); laid && laid->seat != viewer) {
        return Event{CardsLaidAway{laid->seat, {}}};
    }
    return step;
}

void noteStep(SceneState& scene, const PendingStep& step) {
    if (std::holds_alternative<Gather>(step)) {
        scene.notes = notesCleared(scene.players);
    } else if (const auto* event = std::get_if<Event>(&step)) {
        std::visit(NoteTaker{scene}, *event);
    }
    if (auto seen = seenBy(step, scene.viewer)) {
        scene.notes.log.push_back(std::move(*seen));
    }
}

}  // namespace cribbage::ui
