#include "applying.h"

namespace cribbage::detail {
namespace {

bool countingCrib(const GameState& state, const RuleSettings& rules) {
    return state.show.step == rules.players;
}

// Five-card cribbage: the cards not played at the end of the play's one series are turned up
// with those played, for the show.
void turnUpHeldCards(GameState& state) {
    for (std::size_t seat = 0; seat < state.hands.size(); ++seat) {
        auto& held = state.hands[seat];
        state.played[seat].insert(state.played[seat].end(), held.begin(), held.end());
        held.clear();
    }
}

void finishHand(Applying& applying) {
    applying.state.dealer = applying.leftOf(applying.state.dealer);
    changePhase(applying, Phase::Deal);
}

// Without muggins: every hand counted at once and correctly, until the show ends or a side
// counts out.
void countWholeShow(Applying& applying) {
    auto& state = applying.state;
    for (; state.show.step <= applying.players(); ++state.show.step) {
        showHand(applying);
        HandCount count = countShown(state, applying.rules());
        if (count.total > 0 &&
            peg(applying, showCounter(state, applying.rules()), showSource(state, applying.rules()),
                std::move(count.items), count.total)) {
            return;
        }
    }
    finishHand(applying);
}

}  // namespace

void startShow(Applying& applying) {
    applying.state.show = ShowState{};
    turnUpHeldCards(applying.state);
    changePhase(applying, Phase::Show);
    if (applying.rules().muggins) {
        showHand(applying);
    } else {
        countWholeShow(applying);
    }
}

int showCounter(const GameState& state, const RuleSettings& rules) {
    if (countingCrib(state, rules)) {
        return state.dealer;
    }
    return (state.dealer + 1 + state.show.step) % rules.players;
}

std::vector<Card> showCards(const GameState& state, const RuleSettings& rules) {
    if (countingCrib(state, rules)) {
        return cribCards(state);
    }
    return state.played[static_cast<std::size_t>(showCounter(state, rules))];
}

HandCount countShown(const GameState& state, const RuleSettings& rules) {
    const FlushRule flush =
        countingCrib(state, rules) ? cribFlushRule(rules) : handFlushRule(rules);
    return countHand(showCards(state, rules), *state.starter, flush);
}

ScoreSource showSource(const GameState& state, const RuleSettings& rules) {
    return countingCrib(state, rules) ? ScoreSource::Crib : ScoreSource::Hand;
}

void showHand(Applying& applying) {
    auto& state = applying.state;
    const bool crib = countingCrib(state, applying.rules());
    state.show.cribShown = state.show.cribShown || crib;
    applying.events.push_back(HandShown{showCounter(state, applying.rules()), crib,
                                        showCards(state, applying.rules()), *state.starter});
}

void nextShowStep(Applying& applying) {
    auto& show = applying.state.show;
    show.claimed.reset();
    ++show.step;
    if (show.step > applying.players()) {
        finishHand(applying);
        return;
    }
    showHand(applying);
}

}  // namespace cribbage::detail
