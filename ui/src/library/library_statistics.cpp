#include "library_statistics.h"

#include "statistics.h"

namespace cribbage::ui {
namespace {

// Who sat where, as the library keeps it, for the statistics: the screen seat is the first
// person's.
Seating seatingOf(const LibraryGame& game) {
    std::vector<SeatFill> fills;
    for (const LibrarySeat& each : game.seats) {
        fills.push_back(each.person ? SeatFill(PersonHere{.name = each.name, .colour = -1})
                                    : SeatFill(ComputerLevel{each.level.value_or(kDefaultLevel)}));
    }
    const auto people = game.peopleSeats();
    return {.rules = game.rules,
            .screenSeat = people.empty() ? 0 : people.front(),
            .lineup = Lineup(std::move(fills))};
}

}  // namespace

StatisticsRecord statisticsFrom(const GameLibrary& library) {
    Statistics statistics;
    statistics.open({}, false);
    for (const LibraryGame& game : library.games()) {
        auto read = readRecord(game.record);
        if (!read) {
            continue;
        }
        const Seating seating = seatingOf(game);
        auto created = Game::create(read->game.setup());
        if (!created) {
            continue;
        }
        Game& replay = created.value();
        statistics.beginGame(seating);
        for (const Action& action : read->game.history()) {
            const auto events = replay.apply(action);
            if (!events) {
                break;
            }
            statistics.record(*events, seating);
        }
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
            if (game.seats[seat].dealsReviewed > 0) {
                statistics.recordReview(game.seats[seat].pointsLost, static_cast<int>(seat),
                                        seating, game.seats[seat].dealsReviewed);
            }
        }
    }
    return statistics.record();
}

}  // namespace cribbage::ui
