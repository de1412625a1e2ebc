#include "step_maker.h"

#include "card_index.h"
#include "words/count_words.h"

namespace cribbage::ui {
namespace {

std::vector<ScoreKind> kindsOf(const std::vector<ScoreItem>& items) {
    std::vector<ScoreKind> kinds;
    kinds.reserve(items.size());
    for (const ScoreItem& item : items) {
        kinds.push_back(item.kind);
    }
    return kinds;
}

QList<int> cardIndexes(const std::vector<Card>& cards) {
    QList<int> indexes;
    for (Card card : cards) {
        indexes.append(cardIndex(card));
    }
    return indexes;
}

// The combinations one by one, each with the count said up to it.
QVariantList countedItems(const std::vector<ScoreItem>& items) {
    const std::vector<QString> phrases = CountWords::showPhrases(items);
    QVariantList counted;
    std::vector<QString> soFar;
    for (std::size_t i = 0; i < items.size(); ++i) {
        soFar.push_back(phrases[i]);
        counted.append(QVariant::fromValue(
            CountedItem{cardIndexes(items[i].cards), phrases[i], CountWords::joined(soFar)}));
    }
    return counted;
}

struct StepFields {
    int viewer;

    Step operator()(const CutForDealShown& e) const {
        return {.kind = StepKind::CutForDealShown, .seat = e.seat, .card = e.card};
    }
    Step operator()(const CutForDealTied&) const { return {.kind = StepKind::CutForDealTied}; }
    Step operator()(const DealerChosen& e) const {
        return {.kind = StepKind::DealerChosen, .seat = e.dealer};
    }
    Step operator()(const GameStarted& e) const {
        return {.kind = StepKind::GameStarted, .seat = e.dealer};
    }
    Step operator()(const CardDealt& e) const {
        return {.kind = StepKind::CardDealt,
                .seat = e.seat,
                .card = e.seat == viewer ? std::optional(e.card) : std::nullopt};
    }
    Step operator()(const CardDealtToCrib&) const { return {.kind = StepKind::CardDealtToCrib}; }
    Step operator()(const PhaseChanged&) const { return {.kind = StepKind::PhaseChanged}; }
    Step operator()(const CardsLaidAway& e) const {
        return {.kind = StepKind::CardsLaidAway, .seat = e.seat};
    }
    Step operator()(const StarterTurned& e) const {
        return {.kind = StepKind::StarterTurned, .seat = e.cutter, .card = e.starter};
    }
    Step operator()(const CardPlayed& e) const {
        return {.kind = StepKind::CardPlayed, .seat = e.seat, .card = e.card, .count = e.count};
    }
    Step operator()(const GoSaid& e) const { return {.kind = StepKind::GoSaid, .seat = e.seat}; }
    Step operator()(const CountReset& e) const {
        return {.kind = StepKind::CountReset, .seat = e.leader};
    }
    Step operator()(const HandShown& e) const {
        return {.kind = StepKind::HandShown, .seat = e.seat, .crib = e.crib};
    }
    Step operator()(const CountClaimed& e) const {
        return {.kind = StepKind::CountClaimed, .seat = e.seat, .points = e.points};
    }
    Step operator()(const CountAccepted& e) const {
        return {.kind = StepKind::CountAccepted, .seat = e.seat};
    }
    Step operator()(const MugginsCalled& e) const {
        return {.kind = StepKind::MugginsCalled, .seat = e.seat};
    }
    Step operator()(const PointsScored& e) const {
        const bool counted = fromTheShow(e.source);
        return {.kind = StepKind::PointsScored,
                .seat = e.seat,
                .side = e.side,
                .points = e.points,
                .crib = e.source == ScoreSource::Crib,
                .counted = counted,
                .source = e.source,
                .items = counted ? countedItems(e.items) : QVariantList(),
                .said = counted ? CountWords::showCount(e.items) : CountWords::playCount(e.items),
                .kinds = kindsOf(e.items)};
    }
    Step operator()(const GameWon& e) const {
        return {.kind = StepKind::GameWon, .side = e.side, .points = e.gamePoints};
    }
    Step operator()(const MatchWon& e) const {
        return {.kind = StepKind::MatchWon, .side = e.side};
    }
};

}  // namespace

Step makeStep(const PendingStep& pending, int viewer, const StepWords& words) {
    Step step;
    if (const auto* gather = std::get_if<Gather>(&pending)) {
        step = {.kind = StepKind::Gather, .seat = gather->dealer};
    } else if (const auto* shuffle = std::get_if<Shuffle>(&pending)) {
        step = {.kind = StepKind::Shuffle, .seat = shuffle->dealer};
    } else {
        step = std::visit(StepFields{viewer}, std::get<Event>(pending));
    }
    step.text = words.sentence(pending);
    step.spoken = words.spoken().sentence(pending);
    return step;
}

Step shownInExchange(const PendingStep& pending, Step step, const ClaimExchange& exchange,
                     int viewer, const StepWords& words) {
    const auto* event = std::get_if<Event>(&pending);
    if (!event || !exchange.pegged) {
        return step;
    }
    const auto* points = std::get_if<PointsScored>(event);
    if (points && !exchange.judged && points->source != ScoreSource::Muggins) {
        step.items.clear();
        step.said.clear();
        step.text.clear();
        step.spoken.clear();
    } else if (std::holds_alternative<CountAccepted>(*event) ||
               std::holds_alternative<MugginsCalled>(*event)) {
        const Step claimed = makeStep(Event{*exchange.pegged}, viewer, words);
        step.points = claimed.points;
        step.counted = true;
        step.items = claimed.items;
        step.said = claimed.said;
        step.text = words.judging(*event, *exchange.pegged);
        step.spoken = words.spoken().judging(*event, *exchange.pegged);
    }
    return step;
}

}  // namespace cribbage::ui
