#include "applying.h"

#include <algorithm>
#include <utility>

#include "cribbage/deck.h"

namespace cribbage::detail {
namespace {

std::string_view situation(Phase phase) {
    switch (phase) {
        case Phase::CutForDeal:
            return "the players are cutting for the deal";
        case Phase::Deal:
            return "the dealer is to deal";
        case Phase::LayAway:
            return "the players are laying away to the crib";
        case Phase::CutStarter:
            return "the starter is to be cut";
        case Phase::Play:
            return "the play is on";
        case Phase::Show:
            return "the hands are being counted";
        case Phase::GameOver:
            return "the game is over";
        case Phase::MatchOver:
            return "the match is over";
    }
    return "";
}

// Of the sides with the lowest score, the first seat to the left of the last dealer.
int nextGameDealer(const Applying& applying) {
    const auto& scores = applying.state.scores;
    const int lowest = *std::min_element(scores.begin(), scores.end());
    int seat = applying.state.dealer;
    do {
        seat = applying.leftOf(seat);
    } while (scores[static_cast<std::size_t>(sideOf(applying.rules(), seat))] != lowest);
    return seat;
}

void winGame(Applying& applying, int side) {
    auto& state = applying.state;
    const GameWin win = gameWin(applying.rules(), side, state.scores);
    state.gamePoints[static_cast<std::size_t>(side)] += win.gamePoints;
    state.lastWinner = side;
    applying.events.push_back(GameWon{side, win.gamePoints, state.scores, win.kind});
    if (state.gamePoints[static_cast<std::size_t>(side)] >= applying.rules().matchGames) {
        applying.events.push_back(MatchWon{side, state.gamePoints});
        changePhase(applying, Phase::MatchOver);
        return;
    }
    state.dealer = nextGameDealer(applying);
    changePhase(applying, Phase::GameOver);
}

}  // namespace

void changePhase(Applying& applying, Phase phase) {
    applying.state.phase = phase;
    applying.events.push_back(PhaseChanged{phase});
}

std::vector<Card> nextPack(Applying& applying) {
    auto deck = fullDeck();
    shuffle(deck, applying.state.rng);
    const auto number = static_cast<std::size_t>(applying.state.shuffles++);
    const auto& stacked = applying.setup.stackedDecks;
    if (number < stacked.size()) {
        return stackDeck(deck, stacked[number]);
    }
    return {deck.begin(), deck.end()};
}

bool peg(Applying& applying, int seat, ScoreSource source, std::vector<ScoreItem> items,
         int points) {
    auto& state = applying.state;
    const int side = sideOf(applying.rules(), seat);
    auto& score = state.scores[static_cast<std::size_t>(side)];
    const int oldScore = score;
    state.rearPegs[static_cast<std::size_t>(side)] = oldScore;
    score += points;
    applying.events.push_back(
        PointsScored{seat, side, source, std::move(items), points, oldScore, score});
    if (score < applying.rules().target) {
        return false;
    }
    winGame(applying, side);
    return true;
}

Error wrongPhase(const GameState& state, int seat, std::string_view doing) {
    return Error{
        "you cannot " + std::string(doing) + " now: " + std::string(situation(state.phase)),
        ErrorCode::WrongPhase,
        {seat},
        {state.phase}};
}

Error notYourTurn(int seat, int expected) {
    return Error{"it is not " + seatName(seat) + "'s turn: " + seatName(expected) + " is to act",
                 ErrorCode::NotYourTurn,
                 {seat, expected}};
}

}  // namespace cribbage::detail
