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
    bool& unsaid;  // the step says nothing yet: a claim's points, until it is judged
    SceneNotes& notes = scene.notes;

    void operator()(const CardPlayed& e) const { notes.said[e.seat] = {}; }
    void operator()(const GoSaid& e) const { notes.said[e.seat] = {Said::Kind::Go, {}}; }
    void operator()(const CountReset&) const { clearSaid(); }
    void operator()(const HandShown& e) const {
        clearSaid();
        notes.countedSeat = e.crib ? -1 : e.seat;
        notes.cribCounted = e.crib;
        notes.caption.reset();
        notes.exchange = ClaimExchange{};
        notes.exchange.hand = e;
    }
    void operator()(const CountClaimed& e) const {
        notes.exchange.claim = e;
        notes.caption = e;
    }
    void operator()(const PointsScored& e) const {
        ClaimExchange& exchange = notes.exchange;
        if (exchange.claim && !exchange.pegged && e.source != ScoreSource::Muggins) {
            exchange.pegged = e;
            unsaid = true;
        } else if (fromTheShow(e.source)) {
            if (!exchange.claim && e.source != ScoreSource::Muggins) {
                notes.shown.emplace_back(e);
            }
            notes.caption = e;
        } else {
            notes.caption.reset();
            if (e.source == ScoreSource::Play) {
                notes.said[e.seat] = {Said::Kind::Points, e.items};
                sayImplicitGoes(e);
            }
        }
    }
    void operator()(const CountAccepted&) const { judge(std::nullopt); }
    void operator()(const MugginsCalled& e) const { judge(e.seat); }
    void operator()(const GameWon& e) const {
        // A claim that wins the game is never judged: its count comes with the win.
        if (notes.exchange.claim && !notes.exchange.judged) {
            notes.shown.emplace_back(JudgedClaim{*notes.exchange.hand, *notes.exchange.claim, {}});
        }
        notes.result = e;
    }
    void operator()(const MatchWon& e) const { notes.result = e; }
    void operator()(const auto&) const {}

    void judge(std::optional<int> caller) const {
        ClaimExchange& exchange = notes.exchange;
        exchange.judged = true;
        if (exchange.hand && exchange.claim) {
            notes.shown.emplace_back(JudgedClaim{*exchange.hand, *exchange.claim, caller});
        }
        if (exchange.pegged) {
            notes.caption = *exchange.pegged;
        }
    }

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
    bool unsaid = false;
    bool judging = false;
    if (std::holds_alternative<Gather>(step)) {
        scene.notes = notesCleared(scene.players);
    } else if (const auto* event = std::get_if<Event>(&step)) {
        std::visit(NoteTaker{scene, unsaid}, *event);
        judging = std::holds_alternative<CountAccepted>(*event) ||
                  std::holds_alternative<MugginsCalled>(*event);
    }
    auto seen = seenBy(step, scene.viewer);
    if (seen && !unsaid) {
        scene.notes.log.push_back(
            {std::move(*seen), judging ? scene.notes.exchange.pegged : std::nullopt});
    }
}

}  // namespace cribbage::ui
