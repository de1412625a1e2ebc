#include "statistics.h"

#include <cmath>

#include <algorithm>

#include "computer_players.h"
#include "words/statistics_words.h"

namespace cribbage::ui {

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

void Statistics::beginGame(int players, int personSeat, int personSide) {
    players_ = players;
    tally_.emplace(personSeat, personSide);
    undoPoint_.reset();
}

void Statistics::keepUndoPoint() {
    undoPoint_ = UndoPoint{record_, tally_};
}

void Statistics::undo(const QString& level, int players) {
    if (undoPoint_) {
        record_ = std::move(undoPoint_->record);
        tally_ = undoPoint_->tally;
        undoPoint_.reset();
    }
    if (!tally_) {
        return;
    }
    tally_->markUndo(record_.table(level, players));
    if (shownTable_ < 0) {
        shownTable_ = 0;
    }
    save();
    emit changed();
}

void Statistics::recordReview(double pointsLost, const QString& level, int players) {
    TableFigures& figures = record_.table(level, players);
    addToCount(figures.dealsReviewed, 1);
    addToCount(figures.hundredthsLost, std::llround(pointsLost * 100));
    if (shownTable_ < 0) {
        shownTable_ = 0;
    }
    save();
    emit changed();
}

void Statistics::record(const std::vector<Event>& events, const QString& level, int players) {
    if (!tally_) {
        return;
    }
    const std::size_t before = record_.tables.size();
    TableFigures& figures = record_.table(level, players);
    const bool changed = tally_->add(events, figures);
    if (!changed && record_.tables.size() != before) {
        record_.tables.pop_back();  // nothing to keep of a table added for nothing
        return;
    }
    if (changed) {
        if (shownTable_ < 0) {
            shownTable_ = 0;
        }
        save();
        emit this->changed();
    }
}

void Statistics::recordPractice(bool right, qint64 milliseconds) {
    addToCount(record_.practice.hands, 1);
    addToCount(record_.practice.right, right ? 1 : 0);
    addToCount(record_.practice.milliseconds, milliseconds, kMostPracticeMilliseconds);
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
    const QStringList levels = computerLevels();
    std::stable_sort(tables.begin(), tables.end(), [&](const auto* a, const auto* b) {
        const auto order = [&](const TableFigures* table) {
            return std::pair(levels.indexOf(table->level), table->players);
        };
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

void Statistics::show(const QString& level) {
    const auto tables = listed();
    const auto found = std::find_if(tables.begin(), tables.end(), [&](const TableFigures* table) {
        return table->level == level && table->players == players_;
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
