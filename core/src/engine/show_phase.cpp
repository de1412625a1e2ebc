#include <algorithm>

#include "table.h"

namespace cribbage::detail {
namespace {

bool countingCrib(const GameState& state, const RuleSettings& rules) {
    return state.show.step == rules.players;
}

Hand4 toHand4(const std::vector<Card>& cards) {
    Hand4 hand{};
    std::copy_n(cards.begin(), hand.size(), hand.begin());
    return hand;
}

void finishHand(Table& table) {
    table.state.dealer = table.leftOf(table.state.dealer);
    changePhase(table, Phase::Deal);
}

// Without muggins: every hand counted at once and correctly, until the show ends or a side
// counts out.
void countWholeShow(Table& table) {
    auto& state = table.state;
    for (; state.show.step <= table.players(); ++state.show.step) {
        showHand(table);
        HandCount count = countShown(state, table.rules());
        if (count.total > 0 &&
            peg(table, showCounter(state, table.rules()), showSource(state, table.rules()),
                std::move(count.items), count.total)) {
            return;
        }
    }
    finishHand(table);
}

}  // namespace

void startShow(Table& table) {
    table.state.show = ShowState{};
    changePhase(table, Phase::Show);
    if (table.rules().muggins) {
        showHand(table);
    } else {
        countWholeShow(table);
    }
}

int showCounter(const GameState& state, const RuleSettings& rules) {
    if (countingCrib(state, rules)) {
        return state.dealer;
    }
    return (state.dealer + 1 + state.show.step) % rules.players;
}

Hand4 showCards(const GameState& state, const RuleSettings& rules) {
    if (countingCrib(state, rules)) {
        return toHand4(cribCards(state));
    }
    return toHand4(state.played[static_cast<std::size_t>(showCounter(state, rules))]);
}

HandCount countShown(const GameState& state, const RuleSettings& rules) {
    const FlushRule flush =
        countingCrib(state, rules) ? cribFlushRule(rules) : handFlushRule(rules);
    return countHand(showCards(state, rules), *state.starter, flush);
}

ScoreSource showSource(const GameState& state, const RuleSettings& rules) {
    return countingCrib(state, rules) ? ScoreSource::Crib : ScoreSource::Hand;
}

void showHand(Table& table) {
    auto& state = table.state;
    const bool crib = countingCrib(state, table.rules());
    state.show.cribShown = state.show.cribShown || crib;
    table.events.push_back(HandShown{showCounter(state, table.rules()), crib,
                                     showCards(state, table.rules()), *state.starter});
}

void nextShowStep(Table& table) {
    auto& show = table.state.show;
    show.claimed.reset();
    ++show.step;
    if (show.step > table.players()) {
        finishHand(table);
        return;
    }
    showHand(table);
}

}  // namespace cribbage::detail
