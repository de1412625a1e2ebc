#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "cribbage/computer_player.h"

namespace cribbage::ui {

// The most a count of the file holds: it stops there instead of wrapping round.
inline constexpr qint64 kMostCount = std::numeric_limits<int>::max();
// The most practice time kept, in milliseconds: some 34 years.
inline constexpr qint64 kMostPracticeMilliseconds = qint64{1} << 40;

// `count` with `amount` added, held between 0 and `most`.
template <class Count>
void addToCount(Count& count, qint64 amount, qint64 most = kMostCount) {
    count = static_cast<Count>(std::clamp<qint64>(qint64{count} + amount, 0, most));
}

// The level a person's figures are filed under: the computer's that played against them, or
// none when no computer did (againstPeople).
using OpposingLevel = std::optional<Level>;
inline OpposingLevel againstPeople() {
    return std::nullopt;
}

// What a person has done against one computer level (or against people only) at one size of
// table (2, 3 or 4 players): the person's own seat's points, the games and matches of the
// person's side. Read the other way, the computer's results against that person.
struct TableFigures {
    // The points of the person's last deals, oldest first, for the trend: at most this many.
    static constexpr int kRecentDeals = 30;

    // The name of a person of a table of people; empty for the one person of a table where
    // every other seat is the computer ("you").
    QString person{};
    OpposingLevel level{};  // one of computerLevels(), or againstPeople()
    int players = 2;

    int gamesWon = 0;
    int gamesLost = 0;
    int matchesWon = 0;
    int matchesLost = 0;
    // Games won or lost by a margin worth more than one game: skunks, double skunks, lurches.
    int skunksGiven = 0;
    int skunksTaken = 0;

    int handsCounted = 0;
    int handPoints = 0;
    int cribsCounted = 0;
    int cribPoints = 0;
    int dealsPlayed = 0;  // deals that reached the play
    int playPoints = 0;

    // Games in which the person took a decision back.
    int gamesWithUndo = 0;

    int bestHand = 0;         // the most points the person's hand has pegged in the show
    QString bestHandCards{};  // its four cards and the starter, as the save writes cards
    std::vector<int> recentDeals{};
    // The deals the review judged, and the points lost in them against the Expert's choices,
    // in hundredths of a point.
    int dealsReviewed = 0;
    int hundredthsLost = 0;

    bool operator==(const TableFigures&) const = default;
};

// Counting practice: the hands counted, how many rightly, and the time they took.
struct PracticeFigures {
    int hands = 0;
    int right = 0;
    qint64 milliseconds = 0;

    bool operator==(const PracticeFigures&) const = default;
};

// Everything the statistics file keeps.
struct StatisticsRecord {
    std::vector<TableFigures> tables;
    PracticeFigures practice;

    // The figures of `person` against `level` with `players`, added when there are none yet.
    TableFigures& table(OpposingLevel level, int players, const QString& person = {});
    // Nullptr when nothing was recorded there yet.
    const TableFigures* find(OpposingLevel level, int players, const QString& person = {}) const;
    // The named people with figures, each once, in the order their figures were first kept.
    QStringList people() const;
    // Every figure of `from` is now `to`'s; false, and nothing changed, when `to` has figures
    // of its own or either name is empty.
    bool renamePerson(const QString& from, const QString& to);
    // Forgets every figure of `person`.
    void removePerson(const QString& person);

    bool operator==(const StatisticsRecord&) const = default;
};

QJsonObject toJson(const StatisticsRecord& record);
// Nullopt when `json` is not a statistics record: a field of the wrong kind, a count below
// zero or above kMostCount, a version this game does not know (1: no people; 2), a level the
// game does not have, a person's name no one could have typed, or figures no
// play could give (a hand of more than 29, more matches or skunks than games, more hands
// counted right than counted).
std::optional<StatisticsRecord> statisticsFromJson(const QJsonObject& json);

}  // namespace cribbage::ui
