#include "table.h"

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
int nextGameDealer(const Table& table) {
    const auto& scores = table.state.scores;
    const int lowest = *std::min_element(scores.begin(), scores.end());
    int seat = table.state.dealer;
    do {
        seat = table.leftOf(seat);
    } while (scores[static_cast<std::size_t>(sideOf(table.rules(), seat))] != lowest);
    return seat;
}

void winGame(Table& table, int side) {
    auto& state = table.state;
    const GameWin win = gameWin(table.rules(), side, state.scores);
    state.gamePoints[static_cast<std::size_t>(side)] += win.gamePoints;
    state.lastWinner = side;
    table.events.push_back(GameWon{side, win.gamePoints, state.scores, win.kind});
    if (state.gamePoints[static_cast<std::size_t>(side)] >= table.rules().matchGames) {
        table.events.push_back(MatchWon{side, state.gamePoints});
        changePhase(table, Phase::MatchOver);
        return;
    }
    state.dealer = nextGameDealer(table);
    changePhase(table, Phase::GameOver);
}

}  // namespace

void changePhase(Table& table, Phase phase) {
    table.state.phase = phase;
    table.events.push_back(PhaseChanged{phase});
}

std::vector<Card> nextPack(Table& table) {
    auto deck = fullDeck();
    shuffle(deck, table.state.rng);
    const auto number = static_cast<std::size_t>(table.state.shuffles++);
    const auto& stacked = table.setup.stackedDecks;
    if (number < stacked.size()) {
        return stackDeck(deck, stacked[number]);
    }
    return {deck.begin(), deck.end()};
}

bool peg(Table& table, int seat, ScoreSource source, std::vector<ScoreItem> items, int points) {
    auto& state = table.state;
    const int side = sideOf(table.rules(), seat);
    auto& score = state.scores[static_cast<std::size_t>(side)];
    const int oldScore = score;
    state.rearPegs[static_cast<std::size_t>(side)] = oldScore;
    score += points;
    table.events.push_back(
        PointsScored{seat, side, source, std::move(items), points, oldScore, score});
    if (score < table.rules().target) {
        return false;
    }
    winGame(table, side);
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
