#include "statistics.h"

#include <cmath>

#include <algorithm>
#include <tuple>
#include <utility>
#include <variant>

#include "level_choices.h"
#include "words/statistics_words.h"

namespace cribbage::ui {
namespace {

// The level `seat` plays against: the first computer clockwise from it on another side; people
// only when there is none.
OpposingLevel opposingLevel(const Seating& seating, int seat) {
    for (int place = 1; place < seating.players(); ++place) {
        const int other = (seat + place) % seating.players();
        const auto* computer = other < seating.lineup.size()
                                   ? std::get_if<ComputerLevel>(&seating.lineup[other])
                                   : nullptr;
        if (computer && seating.sideOf(other) != seating.sideOf(seat)) {
            return computer->level;
        }
    }
    return againstPeople();
}

// Whose figures count at `seating`: the one person of a table of the computer ("you"), or each
// person of a table of people who gave a name, by seat.
std::vector<std::pair<int, QString>> talliedPeople(const Seating& seating) {
    std::vector<std::pair<int, QString>> people;
    if (!seating.tableOfPeople()) {
        people.emplace_back(seating.screenSeat, QString());
        return people;
    }
    for (int seat = 0; seat < seating.lineup.size(); ++seat) {
        const QString name = seating.personName(seat);
        const bool named =
            !name.isEmpty() && std::none_of(people.begin(), people.end(),
                                            [&](const auto& each) { return each.second == name; });
        if (named) {
            people.emplace_back(seat, name);
        }
    }
    return people;
}

}  // namespace

Statistics::Statistics(QObject* parent) : QObject(parent) {}

void Statistics::open(const QString& directory, bool persistent) {
    file_.emplace(directory);
    persistent_ = persistent;
    QString notice;
    record_ = persistent ? file_->read(notice) : StatisticsRecord{};
    setNotice(notice);
    shownTable_ = record_.tables.empty() ? -1 : 0;
    emit changed();
}

void Statistics::beginGame(const Seating& seating) {
    players_ = seating.players();
    tallies_.clear();
    for (const auto& [seat, person] : talliedPeople(seating)) {
        tallies_.push_back({person, seat, StatisticsTally(seat, seating.sideOf(seat))});
    }
    undoPoint_.reset();
}

void Statistics::keepUndoPoint() {
    undoPoint_ = UndoPoint{record_, tallies_};
}

void Statistics::undo(int seat, const Seating& seating) {
    if (undoPoint_) {
        record_ = std::move(undoPoint_->record);
        tallies_ = std::move(undoPoint_->tallies);
        undoPoint_.reset();
    }
    const auto undoing =
        std::find_if(tallies_.begin(), tallies_.end(),
                     [seat](const PersonTally& each) { return each.seat == seat; });
    if (undoing == tallies_.end()) {
        return;
    }
    undoing->tally.markUndo(
        record_.table(opposingLevel(seating, seat), seating.players(), undoing->person));
    changedFigures();
}

void Statistics::recordReview(double pointsLost, int seat, const Seating& seating, int deals) {
    const auto people = talliedPeople(seating);
    const auto reviewed = std::find_if(people.begin(), people.end(),
                                       [&](const auto& each) { return each.first == seat; });
    if (reviewed == people.end()) {
        return;
    }
    TableFigures& figures =
        record_.table(opposingLevel(seating, seat), seating.players(), reviewed->second);
    addToCount(figures.dealsReviewed, deals);
    addToCount(figures.hundredthsLost, std::llround(pointsLost * 100));
    changedFigures();
}

void Statistics::record(const std::vector<Event>& events, const Seating& seating) {
    bool changed = false;
    for (PersonTally& each : tallies_) {
        const std::size_t before = record_.tables.size();
        TableFigures& figures =
            record_.table(opposingLevel(seating, each.seat), seating.players(), each.person);
        if (each.tally.add(events, figures)) {
            changed = true;
        } else if (record_.tables.size() != before) {
            record_.tables.pop_back();  // nothing to keep of a table added for nothing
        }
    }
    if (changed) {
        changedFigures();
    }
}

void Statistics::changedFigures() {
    if (shownTable_ < 0) {
        shownTable_ = 0;
    }
    save();
    emit changed();
}

void Statistics::recordPractice(bool right, qint64 milliseconds) {
    addToCount(record_.practice.hands, 1);
    addToCount(record_.practice.right, right ? 1 : 0);
    addToCount(record_.practice.milliseconds, milliseconds, kMostPracticeMilliseconds);
    save();
    emit changed();
}

bool Statistics::renamePerson(const QString& from, const QString& to) {
    if (!record_.renamePerson(from, to)) {
        return false;
    }
    for (PersonTally& each : tallies_) {
        if (each.person == from) {
            each.person = to;
        }
    }
    undoPoint_.reset();
    save();
    emit changed();
    return true;
}

void Statistics::removePerson(const QString& person) {
    record_.removePerson(person);
    std::erase_if(tallies_, [&](const PersonTally& each) { return each.person == person; });
    undoPoint_.reset();
    shownTable_ = record_.tables.empty() ? -1 : 0;
    save();
    emit changed();
}

void Statistics::reset() {
    record_ = {};
    undoPoint_.reset();
    shownTable_ = -1;
    save();
    emit changed();
}

std::vector<const TableFigures*> Statistics::listed() const {
    std::vector<const TableFigures*> tables;
    for (const TableFigures& table : record_.tables) {
        tables.push_back(&table);
    }
    // The person's own first, then each person's by name; against people only after the levels.
    std::stable_sort(tables.begin(), tables.end(), [&](const auto* a, const auto* b) {
        const auto order = [](const TableFigures* table) {
            return std::tuple(!table->level, table->level, table->players);
        };
        if (a->person != b->person) {
            return a->person.isEmpty() ||
                   (!b->person.isEmpty() && a->person.localeAwareCompare(b->person) < 0);
        }
        return order(a) < order(b);
    });
    return tables;
}

const TableFigures* Statistics::shown() const {
    const auto tables = listed();
    return shownTable_ >= 0 && shownTable_ < static_cast<int>(tables.size())
               ? tables[static_cast<std::size_t>(shownTable_)]
               : nullptr;
}

void Statistics::show(Level level) {
    const auto tables = listed();
    const auto found = std::find_if(tables.begin(), tables.end(), [&](const TableFigures* table) {
        return table->person.isEmpty() && table->level == level && table->players == players_;
    });
    if (found != tables.end()) {
        setShownTable(static_cast<int>(found - tables.begin()));
    }
}

QStringList Statistics::tables() const {
    QStringList names;
    for (const TableFigures* table : listed()) {
        names << StatisticsWords::tableName(*table);
    }
    return names;
}

void Statistics::setShownTable(int index) {
    if (index != shownTable_ && index >= 0 && index < static_cast<int>(record_.tables.size())) {
        shownTable_ = index;
        emit changed();
    }
}

QVariantList Statistics::figures() const {
    const TableFigures* table = shown();
    return table ? StatisticsWords::tableRows(*table) : QVariantList{};
}

QString Statistics::shownPerson() const {
    const TableFigures* table = shown();
    return table ? table->person : QString();
}

QVariantList Statistics::rivals() const {
    const TableFigures* table = shown();
    if (!table || table->level == againstPeople()) {
        return {};
    }
    std::vector<const TableFigures*> against;
    for (const TableFigures* each : listed()) {
        if (each->level == table->level && each->players == table->players) {
            against.push_back(each);
        }
    }
    const bool anyNamed = std::any_of(against.begin(), against.end(), [](const TableFigures* each) {
        return !each->person.isEmpty();
    });
    return anyNamed ? StatisticsWords::rivalRows(against) : QVariantList{};
}

QVariantList Statistics::recentDeals() const {
    QVariantList points;
    if (const TableFigures* table = shown()) {
        for (int deal : table->recentDeals) {
            points.append(deal);
        }
    }
    return points;
}

QVariantList Statistics::practice() const {
    return StatisticsWords::practiceRows(record_.practice);
}

void Statistics::save() {
    if (!persistent_ || !file_) {
        return;
    }
    // A notice of a file set aside stays until the person has seen it; an error replaces it,
    // and is said until a save succeeds.
    const QString error = file_->write(record_);
    if (!error.isEmpty()) {
        setNotice(error);
    } else if (!lastSaveFailure_.isEmpty() && notice_ == lastSaveFailure_) {
        setNotice({});
    }
    lastSaveFailure_ = error;
}

void Statistics::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

}  // namespace cribbage::ui
