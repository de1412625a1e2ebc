#include <algorithm>
#include <string>

#include "applying.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"

namespace cribbage::detail {
namespace {

const std::vector<Card>& handOf(const GameState& state, int seat) {
    return state.hands[static_cast<std::size_t>(seat)];
}

std::optional<Card> firstPlayable(const GameState& state, int seat) {
    const auto& hand = handOf(state, seat);
    const auto found = std::find_if(hand.begin(), hand.end(), [&state](Card card) {
        return fitsCount(card, state.play.count);
    });
    if (found == hand.end()) {
        return std::nullopt;
    }
    return *found;
}

bool inSeries(const GameState& state, int seat) {
    return !handOf(state, seat).empty() && !state.play.saidGo[static_cast<std::size_t>(seat)];
}

bool someoneElseCanPlay(const Applying& applying, int seat) {
    for (int other = 0; other < applying.players(); ++other) {
        if (other != seat && inSeries(applying.state, other) &&
            firstPlayable(applying.state, other)) {
            return true;
        }
    }
    return false;
}

// The next player to act after `from`, or nullopt when nobody can play in this series.
std::optional<int> nextToAct(const Applying& applying, int from) {
    int seat = from;
    for (int i = 0; i < applying.players(); ++i) {
        seat = applying.leftOf(seat);
        if (!inSeries(applying.state, seat)) {
            continue;
        }
        if (firstPlayable(applying.state, seat) || someoneElseCanPlay(applying, seat)) {
            return seat;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

bool everyCardPlayed(const GameState& state) {
    return std::all_of(state.hands.begin(), state.hands.end(),
                       [](const auto& hand) { return hand.empty(); });
}

// Go or last card: 1 for the player who laid the last card, unless the count is 31.
bool pegForLast(Applying& applying, ScoreKind kind) {
    const auto& play = applying.state.play;
    if (play.count == kMaxCount) {
        return false;
    }
    return peg(applying, play.lastPlayer, ScoreSource::Play,
               {ScoreItem{kind, 1, {play.series.back()}}}, 1);
}

// After a card or a go by `from`: whose turn it is, or the end of the series or of the play.
void advance(Applying& applying, int from) {
    auto& state = applying.state;
    if (everyCardPlayed(state)) {
        if (!pegForLast(applying, ScoreKind::LastCard)) {
            startShow(applying);
        }
        return;
    }
    if (const auto next = nextToAct(applying, from)) {
        state.play.toAct = *next;
        return;
    }
    if (pegForLast(applying, ScoreKind::Go)) {
        return;
    }
    if (playIsOneSeries(applying.rules())) {
        startShow(applying);
        return;
    }
    auto& play = state.play;
    int leader = play.lastPlayer;
    do {
        leader = applying.leftOf(leader);
    } while (handOf(state, leader).empty());
    play.series.clear();
    play.count = 0;
    std::fill(play.saidGo.begin(), play.saidGo.end(), false);
    play.toAct = leader;
    applying.events.push_back(CountReset{leader});
}

Refusal checkTurn(const GameState& state, int seat, std::string_view doing) {
    if (state.phase != Phase::Play) {
        return wrongPhase(state, seat, doing);
    }
    if (seat != state.play.toAct) {
        return notYourTurn(seat, state.play.toAct);
    }
    return std::nullopt;
}

}  // namespace

void startPlay(Applying& applying) {
    auto& state = applying.state;
    state.play = PlayState{};
    state.play.saidGo.assign(static_cast<std::size_t>(applying.players()), false);
    state.play.toAct = applying.leftOf(state.dealer);
    changePhase(applying, Phase::Play);
}

Refusal applyPlay(Applying& applying, const Play& action) {
    auto& state = applying.state;
    if (auto refusal = checkTurn(state, action.seat, "play a card")) {
        return refusal;
    }
    auto& hand = state.hands[static_cast<std::size_t>(action.seat)];
    const auto held = std::find(hand.begin(), hand.end(), action.card);
    if (held == hand.end()) {
        return Error{"you do not hold " + toString(action.card),
                     ErrorCode::CardNotHeld,
                     {action.seat},
                     {action.card}};
    }
    auto& play = state.play;
    if (!fitsCount(action.card, play.count)) {
        const int count = play.count + action.card.value();
        return Error{
            "that would make the count " + std::to_string(count) + "; the count may not pass 31",
            ErrorCode::CountPastThirtyOne,
            {action.seat},
            {action.card, count}};
    }
    hand.erase(held);
    state.played[static_cast<std::size_t>(action.seat)].push_back(action.card);
    play.series.push_back(action.card);
    play.count += action.card.value();
    play.lastPlayer = action.seat;
    applying.events.push_back(CardPlayed{action.seat, action.card, play.count});
    PlayScore score = scorePlay(play.series);
    if (score.total > 0 &&
        peg(applying, action.seat, ScoreSource::Play, std::move(score.items), score.total)) {
        return std::nullopt;
    }
    advance(applying, action.seat);
    return std::nullopt;
}

Refusal applyGo(Applying& applying, const Go& action) {
    auto& state = applying.state;
    if (auto refusal = checkTurn(state, action.seat, "say go")) {
        return refusal;
    }
    if (const auto playable = firstPlayable(state, action.seat)) {
        return Error{
            "you can play " + toString(*playable) + " without passing 31, so you must play",
            ErrorCode::MustPlayNotGo,
            {action.seat},
            {*playable}};
    }
    state.play.saidGo[static_cast<std::size_t>(action.seat)] = true;
    applying.events.push_back(GoSaid{action.seat});
    advance(applying, action.seat);
    return std::nullopt;
}

std::vector<Action> legalPlays(const GameState& state, int seat) {
    std::vector<Action> actions;
    if (state.phase != Phase::Play || seat != state.play.toAct) {
        return actions;
    }
    for (Card card : playableCards(handOf(state, seat), state.play.count)) {
        actions.push_back(Play{seat, card});
    }
    if (actions.empty()) {
        actions.push_back(Go{seat});
    }
    return actions;
}

}  // namespace cribbage::detail
