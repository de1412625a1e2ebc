#include "cribbage/computer_game.h"

#include <string>

namespace cribbage {
namespace {

constexpr std::uint64_t kDecisionMix = 0x9E3779B97F4A7C15ULL;

}  // namespace

std::uint64_t decisionSeed(const Game& game) {
    return game.setup().seed ^ (kDecisionMix * (game.history().size() + 1));
}

RolePoints& RolePoints::operator+=(const RolePoints& other) {
    deals += other.deals;
    for (std::size_t source = 0; source < points.size(); ++source) {
        points[source] += other.points[source];
    }
    return *this;
}

namespace {

// Follows the events of a game and files the points of each deal once it is complete.
class DealTally {
public:
    DealTally(ComputerGameRecord& record, int players)
        : record_(record), pending_(static_cast<std::size_t>(players)) {
        record_.positions.assign(static_cast<std::size_t>(players), {});
    }

    void onEvent(const Event& event, int dealer) {
        if (const auto* scored = std::get_if<PointsScored>(&event)) {
            pending_[static_cast<std::size_t>(scored->seat)][positionOf(scored->seat, dealer)]
                .points[static_cast<std::size_t>(scored->source)] += scored->points;
        } else if (std::holds_alternative<StarterTurned>(event)) {
            dealUnderway_ = true;
            dealer_ = dealer;
        } else if (const auto* phase = std::get_if<PhaseChanged>(&event);
                   phase != nullptr && phase->phase == Phase::Deal && dealUnderway_) {
            fileDeal();
        } else if (const auto* won = std::get_if<GameWon>(&event)) {
            record_.winnerSide = won->side;
            record_.gamePoints = won->gamePoints;
            record_.scores = won->scores;
            gameWon_ = true;
        }
    }

    bool gameWon() const { return gameWon_; }

private:
    std::size_t positionOf(int seat, int dealer) const {
        const int players = static_cast<int>(pending_.size());
        return static_cast<std::size_t>((seat - dealer + players) % players);
    }

    void fileDeal() {
        for (std::size_t seat = 0; seat < pending_.size(); ++seat) {
            pending_[seat][positionOf(static_cast<int>(seat), dealer_)].deals = 1;
            for (std::size_t p = 0; p < pending_[seat].size(); ++p) {
                record_.positions[seat][p] += pending_[seat][p];
            }
            pending_[seat] = {};
        }
        dealUnderway_ = false;
    }

    ComputerGameRecord& record_;
    std::vector<SeatPositions> pending_;
    bool dealUnderway_ = false;
    int dealer_ = 0;
    bool gameWon_ = false;
};

}  // namespace

Result<ComputerGameRecord> playComputerGame(Game& game,
                                            std::span<const ComputerPlayer* const> players,
                                            Rng& rng) {
    if (static_cast<int>(players.size()) != game.rules().players) {
        return Error{"a game of " + std::to_string(game.rules().players) +
                     " needs as many players, not " + std::to_string(players.size())};
    }
    if (game.state().phase == Phase::MatchOver) {
        return Error{"the match is over"};
    }
    ComputerGameRecord record;
    record.firstDealer = -1;
    DealTally tally(record, game.rules().players);
    while (!tally.gameWon()) {
        const int seat = game.awaiting().front();
        const Action action = players[static_cast<std::size_t>(seat)]->decide(game.view(seat), rng);
        const int dealer = game.state().dealer;
        if (record.firstDealer < 0 && std::holds_alternative<Deal>(action)) {
            record.firstDealer = seat;
        }
        auto events = game.apply(action);
        if (!events) {
            return Error{"the engine refused \"" + describe(action) + "\": " + events.error()};
        }
        for (const Event& event : *events) {
            tally.onEvent(event, dealer);
        }
    }
    return record;
}

}  // namespace cribbage
