#include "library_game.h"

#include <algorithm>

#include "level_choices.h"

namespace cribbage::ui {
namespace {

// The side with the most game points once the match is over.
std::optional<int> winnerOf(const GameState& state) {
    if (state.phase != Phase::MatchOver || state.gamePoints.empty()) {
        return std::nullopt;
    }
    return static_cast<int>(std::max_element(state.gamePoints.begin(), state.gamePoints.end()) -
                            state.gamePoints.begin());
}

// A record's date (YYYY.MM.DD), at midnight UTC; `otherwise` when a digit of it is unknown.
QDateTime recordDate(const std::string& date, const QDateTime& otherwise) {
    const QDate day = QDate::fromString(QString::fromStdString(date), QStringLiteral("yyyy.MM.dd"));
    return day.isValid() ? QDateTime(day, QTime(0, 0), Qt::UTC) : otherwise;
}

}  // namespace

LibraryGame::Winner LibraryGame::winner() const {
    if (!winnerSide) {
        return Winner::Nobody;
    }
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        if (sideOf(rules, static_cast<int>(seat)) == *winnerSide && seats[seat].person) {
            return Winner::Person;
        }
    }
    return Winner::Computer;
}

std::vector<int> LibraryGame::peopleSeats() const {
    std::vector<int> people;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        if (seats[seat].person) {
            people.push_back(static_cast<int>(seat));
        }
    }
    return people;
}

LibraryGame libraryGameOf(const Game& game, const Lineup& lineup, const ReviewTotals& reviewed,
                          const QDateTime& played) {
    LibraryGame kept{.played = played.toUTC(),
                     .rules = game.rules(),
                     .winnerSide = winnerOf(game.state()),
                     .result = QString::fromStdString(recordResult(game.state())),
                     .score = QString::fromStdString(recordScore(game.state()))};
    RecordHeader header;
    header.event = "Cribbage";
    header.date = played.toUTC().toString(QStringLiteral("yyyy.MM.dd")).toStdString();
    for (int seat = 0; seat < game.rules().players; ++seat) {
        LibrarySeat each;
        if (seat < lineup.size() && isPerson(lineup[seat])) {
            const auto index = static_cast<std::size_t>(seat);
            each = {.person = true,
                    .name = personNameAt(lineup, seat),
                    .dealsReviewed = reviewed.deals.at(index),
                    .pointsLost = reviewed.pointsLost.at(index)};
            header.seats.push_back({each.name.isEmpty() ? "?" : each.name.toStdString(), "person"});
        } else {
            const Level level =
                seat < lineup.size() ? std::get<ComputerLevel>(lineup[seat]).level : kDefaultLevel;
            each.level = level;
            header.seats.push_back({levelId(level).toStdString(), "computer"});
        }
        kept.seats.push_back(each);
    }
    kept.record = writeRecord(game, header);
    return kept;
}

LibraryGame libraryGameOf(const GameRecord& record, std::string text, const QDateTime& imported) {
    const Game& game = record.game;
    LibraryGame kept{.played = recordDate(record.header.date, imported.toUTC()),
                     .rules = game.rules(),
                     .winnerSide = winnerOf(game.state()),
                     .result = QString::fromStdString(recordResult(game.state())),
                     .score = QString::fromStdString(recordScore(game.state())),
                     .record = std::move(text)};
    for (int seat = 0; seat < game.rules().players; ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        const RecordSeat named =
            index < record.header.seats.size() ? record.header.seats[index] : RecordSeat{};
        const QString name = named.name == "?" ? QString() : QString::fromStdString(named.name);
        const auto level = choosableLevel(name);
        // A seat the record leaves unknown is a person's: no computer level can be made up.
        if (named.kind == "computer" || (named.kind == "?" && level)) {
            kept.seats.push_back({.name = level ? QString() : name, .level = level});
        } else {
            kept.seats.push_back({.person = true, .name = name});
        }
    }
    return kept;
}

}  // namespace cribbage::ui
