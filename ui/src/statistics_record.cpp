#include "statistics_record.h"

#include <QJsonArray>
#include <QJsonValue>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "level_choices.h"
#include "person_name.h"

namespace cribbage::ui {
namespace {

// Version 2 adds the figures of each named person of a table of people; a file of version 1
// holds the one person's only, and is read as it is.
constexpr int kVersion = 2;
constexpr int kOldestVersion = 1;
// The file's name for the level of figures against people only (levelId names the others).
constexpr auto kAgainstPeopleId = "people";

struct CountField {
    const char* name;
    int TableFigures::*member;
};

// Every count of a table, by its name in the file.
constexpr std::array kCountFields{
    CountField{"gamesWon", &TableFigures::gamesWon},
    CountField{"gamesLost", &TableFigures::gamesLost},
    CountField{"matchesWon", &TableFigures::matchesWon},
    CountField{"matchesLost", &TableFigures::matchesLost},
    CountField{"skunksGiven", &TableFigures::skunksGiven},
    CountField{"skunksTaken", &TableFigures::skunksTaken},
    CountField{"handsCounted", &TableFigures::handsCounted},
    CountField{"handPoints", &TableFigures::handPoints},
    CountField{"cribsCounted", &TableFigures::cribsCounted},
    CountField{"cribPoints", &TableFigures::cribPoints},
    CountField{"dealsPlayed", &TableFigures::dealsPlayed},
    CountField{"playPoints", &TableFigures::playPoints},
    CountField{"bestHand", &TableFigures::bestHand},
    CountField{"gamesWithUndo", &TableFigures::gamesWithUndo},
    CountField{"dealsReviewed", &TableFigures::dealsReviewed},
    CountField{"hundredthsLost", &TableFigures::hundredthsLost},
};

// A whole number from 0 to `most`; a missing value is 0.
std::optional<qint64> count(const QJsonValue& value, qint64 most = kMostCount) {
    if (value.isUndefined()) {
        return 0;
    }
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 0 || number > static_cast<double>(most) ||
        std::floor(number) != number) {
        return std::nullopt;
    }
    return static_cast<qint64>(number);
}

// The most points a hand is worth, and a generous bound on one seat's points in one deal: its
// hand, the crib and more pegs than any play gives.
constexpr qint64 kMostHandPoints = 29;
constexpr qint64 kMostDealPoints = 2 * kMostHandPoints + 100;

// Figures that some games could have given, as far as one table's figures can tell: a skunk
// and a match are counted with the game they end, in the same table, and no hand is worth
// more than 29. (Deals, hands and their points bound nothing: a level changed during a game
// files the rest of it under the new level's table.)
bool couldBePlayed(const TableFigures& table) {
    return qint64{table.matchesWon} + table.matchesLost <=
               qint64{table.gamesWon} + table.gamesLost &&
           table.skunksGiven <= table.gamesWon && table.skunksTaken <= table.gamesLost &&
           table.bestHand <= kMostHandPoints;
}

// Whose figures these are: a person who gave a name, or no one ("you"); nullopt for a name
// no one could have typed.
std::optional<QString> personOf(const QJsonObject& json) {
    const QJsonValue person = json.value(QStringLiteral("person"));
    if (person.isUndefined()) {
        return QString();
    }
    return person.isString() && isCleanName(person.toString()) ? std::optional(person.toString())
                                                               : std::nullopt;
}

// The level `id` names for `person`: a computer level, or against people only for a named
// person (the one person of a table always plays the computer).
std::optional<OpposingLevel> levelOf(const QJsonValue& id, const QString& person) {
    if (!person.isEmpty() && id == QLatin1String(kAgainstPeopleId)) {
        return againstPeople();
    }
    const auto level = choosableLevel(id.toString());
    return id.isString() && level ? std::optional<OpposingLevel>(level) : std::nullopt;
}

QString idOf(OpposingLevel level) {
    return level ? levelId(*level) : QString::fromLatin1(kAgainstPeopleId);
}

std::optional<TableFigures> tableFromJson(const QJsonValue& value) {
    const QJsonObject json = value.toObject();
    const int players = json.value(QStringLiteral("players")).toInt();
    const auto person = personOf(json);
    const auto level =
        person ? levelOf(json.value(QStringLiteral("level")), *person) : std::nullopt;
    if (!value.isObject() || !level || players < 2 || players > 4) {
        return std::nullopt;
    }
    TableFigures table{.person = *person, .level = *level, .players = players};
    for (const CountField& field : kCountFields) {
        const auto read = count(json.value(QLatin1String(field.name)));
        if (!read) {
            return std::nullopt;
        }
        table.*field.member = static_cast<int>(*read);
    }
    const QJsonValue cards = json.value(QStringLiteral("bestHandCards"));
    const QJsonValue recent = json.value(QStringLiteral("recentDeals"));
    if (!(cards.isString() || cards.isUndefined()) || !(recent.isArray() || recent.isUndefined()) ||
        recent.toArray().size() > TableFigures::kRecentDeals) {
        return std::nullopt;
    }
    table.bestHandCards = cards.toString();
    for (const QJsonValue points : recent.toArray()) {
        const auto read = count(points, kMostDealPoints);
        if (!read) {
            return std::nullopt;
        }
        table.recentDeals.push_back(static_cast<int>(*read));
    }
    return couldBePlayed(table) ? std::optional(std::move(table)) : std::nullopt;
}

}  // namespace

TableFigures& StatisticsRecord::table(OpposingLevel level, int players, const QString& person) {
    if (const TableFigures* found = find(level, players, person)) {
        return tables[static_cast<std::size_t>(found - tables.data())];
    }
    return tables.emplace_back(TableFigures{.person = person, .level = level, .players = players});
}

const TableFigures* StatisticsRecord::find(OpposingLevel level, int players,
                                           const QString& person) const {
    auto found = std::find_if(tables.begin(), tables.end(), [&](const TableFigures& table) {
        return table.person == person && table.level == level && table.players == players;
    });
    return found == tables.end() ? nullptr : &*found;
}

QStringList StatisticsRecord::people() const {
    QStringList names;
    for (const TableFigures& table : tables) {
        if (!table.person.isEmpty() && !names.contains(table.person)) {
            names << table.person;
        }
    }
    return names;
}

bool StatisticsRecord::renamePerson(const QString& from, const QString& to) {
    if (from.isEmpty() || to.isEmpty() || (to != from && people().contains(to))) {
        return false;
    }
    for (TableFigures& table : tables) {
        if (table.person == from) {
            table.person = to;
        }
    }
    return true;
}

void StatisticsRecord::removePerson(const QString& person) {
    std::erase_if(tables, [&](const TableFigures& table) { return table.person == person; });
}

QJsonObject toJson(const StatisticsRecord& record) {
    QJsonArray tables;
    for (const TableFigures& table : record.tables) {
        QJsonObject json{{QStringLiteral("level"), idOf(table.level)},
                         {QStringLiteral("players"), table.players},
                         {QStringLiteral("bestHandCards"), table.bestHandCards}};
        for (const CountField& field : kCountFields) {
            json.insert(QLatin1String(field.name), table.*field.member);
        }
        QJsonArray recent;
        for (int points : table.recentDeals) {
            recent.append(points);
        }
        json.insert(QStringLiteral("recentDeals"), recent);
        if (!table.person.isEmpty()) {
            json.insert(QStringLiteral("person"), table.person);
        }
        tables.append(json);
    }
    const PracticeFigures& practice = record.practice;
    return {{QStringLiteral("version"), kVersion},
            {QStringLiteral("tables"), tables},
            {QStringLiteral("practice"),
             QJsonObject{{QStringLiteral("hands"), practice.hands},
                         {QStringLiteral("right"), practice.right},
                         {QStringLiteral("milliseconds"), practice.milliseconds}}}};
}

std::optional<StatisticsRecord> statisticsFromJson(const QJsonObject& json) {
    const QJsonValue tables = json.value(QStringLiteral("tables"));
    const QJsonValue practice = json.value(QStringLiteral("practice"));
    const int version = json.value(QStringLiteral("version")).toInt();
    if (version < kOldestVersion || version > kVersion || !tables.isArray() ||
        !(practice.isObject() || practice.isUndefined())) {
        return std::nullopt;
    }
    StatisticsRecord record;
    for (const QJsonValue value : tables.toArray()) {
        auto table = tableFromJson(value);
        if (!table || (version < 2 && !table->person.isEmpty()) ||
            record.find(table->level, table->players, table->person)) {
            return std::nullopt;
        }
        record.tables.push_back(std::move(*table));
    }
    const QJsonObject practiceJson = practice.toObject();
    const auto hands = count(practiceJson.value(QStringLiteral("hands")));
    const auto right = count(practiceJson.value(QStringLiteral("right")));
    const auto milliseconds =
        count(practiceJson.value(QStringLiteral("milliseconds")), kMostPracticeMilliseconds);
    if (!hands || !right || !milliseconds || *right > *hands) {
        return std::nullopt;
    }
    record.practice = {.hands = static_cast<int>(*hands),
                       .right = static_cast<int>(*right),
                       .milliseconds = *milliseconds};
    return record;
}

}  // namespace cribbage::ui
