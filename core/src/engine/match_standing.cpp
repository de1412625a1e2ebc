#include <numeric>
#include <string>

#include "applying.h"

namespace cribbage::detail {

std::optional<Error> checkStanding(const MatchStanding& standing, const RuleSettings& rules) {
    const auto& points = standing.gamePoints;
    if (!points.empty() && static_cast<int>(points.size()) != sideCount(rules)) {
        return Error{"the match standing has game points for " + std::to_string(points.size()) +
                         " sides, not " + std::to_string(sideCount(rules)),
                     ErrorCode::StandingSideCount,
                     {},
                     {static_cast<int>(points.size()), sideCount(rules)}};
    }
    for (int won : points) {
        if (won < 0 || won >= rules.matchGames) {
            return Error{"a side with " + std::to_string(won) +
                             " game points cannot be in a match won with " +
                             std::to_string(rules.matchGames),
                         ErrorCode::StandingGamePointsOutOfRange,
                         {},
                         {won, rules.matchGames}};
        }
    }
    const int gamesWon = std::accumulate(points.begin(), points.end(), 0);
    if (standing.gameNumber < 1 || standing.gameNumber > gamesWon + 1) {
        return Error{"game " + std::to_string(standing.gameNumber) +
                         " cannot follow a match with " + std::to_string(gamesWon) +
                         " game points won",
                     ErrorCode::StandingGameNumber,
                     {},
                     {standing.gameNumber, gamesWon}};
    }
    return std::nullopt;
}

}  // namespace cribbage::detail

namespace cribbage {

Result<Game> abandonGame(const Game& match, std::uint64_t seed) {
    const GameState& state = match.state();
    if (state.phase == Phase::GameOver) {
        return Error{
            "game " + std::to_string(state.gameNumber) + " is over and counted; deal the next game",
            ErrorCode::GameAlreadyWon,
            {},
            {state.gameNumber}};
    }
    if (state.phase == Phase::MatchOver) {
        return Error{"the match is over; there is no game to abandon", ErrorCode::MatchOver};
    }
    GameSetup setup;
    setup.rules = match.rules();
    setup.seed = seed;
    setup.standing = MatchStanding{state.gameNumber, state.gamePoints};
    return Game::create(std::move(setup));
}

}  // namespace cribbage
