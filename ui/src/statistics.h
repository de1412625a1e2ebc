#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <optional>
#include <vector>

#include "core_enums.h"
#include "cribbage/event.h"
#include "seating.h"
#include "statistics_file.h"
#include "statistics_record.h"
#include "statistics_tally.h"

namespace cribbage::ui {

// The statistics of the person playing the computer, and of each named person of a table of
// people, per computer level and size of table, and of the counting practice: fed by the
// events of the matches, kept in a file that survives a crash, shown in the players' words.
class Statistics : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.statistics")
    // The tables with figures, as their names ("Expert, 2 players", "Maria: Expert, 3
    // players"), the person's own first, then each named person's, in the order levels are
    // chosen; and the one shown (an index into tables, -1 when there are none).
    Q_PROPERTY(QStringList tables READ tables NOTIFY changed)
    Q_PROPERTY(int shownTable READ shownTable WRITE setShownTable NOTIFY changed)
    // The shown table's figures as rows {label, value}.
    Q_PROPERTY(QVariantList figures READ figures NOTIFY changed)
    // Whose the shown figures are: a name, or empty for the person playing the computer.
    Q_PROPERTY(QString shownPerson READ shownPerson NOTIFY changed)
    // The computer's games at the shown table's level and size against each player who has
    // figures there, as rows {label, value}; empty when only the person playing it alone has.
    Q_PROPERTY(QVariantList rivals READ rivals NOTIFY changed)
    // The person's points in each of the shown table's last deals, oldest first.
    Q_PROPERTY(QVariantList recentDeals READ recentDeals NOTIFY changed)
    // The counting practice's figures as rows {label, value}.
    Q_PROPERTY(QVariantList practice READ practice NOTIFY changed)
    // Why the statistics could not be read or saved; empty when all is well.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    explicit Statistics(QObject* parent = nullptr);

    // Reads the statistics kept in `directory`, and keeps every change there when `persistent`.
    void open(const QString& directory, bool persistent);
    // A game is dealt afresh or resumed at `seating`: the figures kept are those of the person
    // at its screen seat when everyone else is the computer, or of each person there who gave
    // a name.
    void beginGame(const Seating& seating);
    // Adds what `events` say of each of those people to their figures against the level they
    // play at `seating` (the first computer clockwise on another side, or people only).
    void record(const std::vector<Event>& events, const Seating& seating);
    // Keeps the figures as they are now, before a decision a person may take back.
    void keepUndoPoint();
    // The person at `seat` took their last decision back: the figures are again as
    // keepUndoPoint() kept them, and the game is marked as one with an undo in their figures.
    void undo(int seat, const Seating& seating);
    // Adds `deals` the review judged, in which the person at `seat` lost `pointsLost`
    // against the Expert, to their figures.
    void recordReview(double pointsLost, int seat, const Seating& seating, int deals = 1);
    // Adds one hand of counting practice: counted right or not, in `milliseconds`.
    void recordPractice(bool right, qint64 milliseconds);
    // Forgets every figure, and saves that.
    Q_INVOKABLE void reset();
    // The figures of `from` are `to`'s from now on; false when `to` has figures of their own.
    bool renamePerson(const QString& from, const QString& to);
    // Forgets every figure of `person`, and saves that.
    void removePerson(const QString& person);
    // Shows the figures of `level` at the size of table played now, when there are any.
    Q_INVOKABLE void show(cribbage::Level level);

    const StatisticsRecord& record() const { return record_; }
    QStringList tables() const;
    int shownTable() const { return shownTable_; }
    void setShownTable(int index);
    QVariantList figures() const;
    QString shownPerson() const;
    QVariantList rivals() const;
    QVariantList recentDeals() const;
    QVariantList practice() const;
    QString notice() const { return notice_; }

signals:
    void changed();
    void noticeChanged();

private:
    // The tables in the order they are listed.
    std::vector<const TableFigures*> listed() const;
    const TableFigures* shown() const;
    // The figures changed: saved, shown if none were, and said.
    void changedFigures();
    void save();
    void setNotice(const QString& notice);

    std::optional<StatisticsFile> file_;
    bool persistent_ = false;
    StatisticsRecord record_;
    // Whose figures are kept in the game in play, each with the tally of their seat.
    struct PersonTally {
        QString person;
        int seat;
        StatisticsTally tally;
    };
    std::vector<PersonTally> tallies_;
    // The record and the tallies before the last decision a person may take back.
    struct UndoPoint {
        StatisticsRecord record;
        std::vector<PersonTally> tallies;
    };
    std::optional<UndoPoint> undoPoint_;
    int players_ = 2;
    int shownTable_ = -1;
    QString notice_;
    QString lastSaveFailure_;  // what the last save said, empty when it succeeded
};

}  // namespace cribbage::ui
