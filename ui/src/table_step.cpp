#include "table_step.h"

#include "event_steps.h"

namespace cribbage::ui {

QVariantMap showStep(TableState& table, const Step& step, const RuleSettings& rules) {
    if (const auto* gather = std::get_if<Gather>(&step)) {
        return gatherStepData(gather->dealer);
    }
    if (const auto* shuffle = std::get_if<Shuffle>(&step)) {
        gatherForDeal(table, shuffle->dealer);
        return shuffleStepData(shuffle->dealer);
    }
    const auto& event = std::get<Event>(step);
    applyEvent(table, event);
    return stepData(event, rules);
}

QString stepOrigin(const Step& step) {
    const auto* event = std::get_if<Event>(&step);
    if (!event) {
        return {};
    }
    const auto handOf = [](int seat) { return QStringLiteral("hand%1").arg(seat); };
    if (std::holds_alternative<CardDealt>(*event) ||
        std::holds_alternative<StarterTurned>(*event) ||
        std::holds_alternative<CutForDealShown>(*event)) {
        return QStringLiteral("deck");
    }
    if (const auto* played = std::get_if<CardPlayed>(event)) {
        return handOf(played->seat);
    }
    if (const auto* laid = std::get_if<CardsLaidAway>(event)) {
        return handOf(laid->seat);
    }
    return {};
}

}  // namespace cribbage::ui
