#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <optional>
#include <vector>

#include "cribbage/event.h"
#include "statistics_file.h"
#include "statistics_record.h"
#include "statistics_tally.h"

namespace cribbage::ui {

// The person's statistics, per computer level and size of table, and of the counting
// practice: fed by the events of the person's matches, kept in a file that survives a crash,
// shown in the person's words.
class Statistics : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.statistics")
    // The tables with figures, as their names ("Expert, 2 players"), in the order levels are
    // chosen; and the one shown (an index into tables, -1 when there are none).
    Q_PROPERTY(QStringList tables READ tables NOTIFY changed)
    Q_PROPERTY(int shownTable READ shownTable WRITE setShownTable NOTIFY changed)
    // The shown table's figures as rows {label, value}.
    Q_PROPERTY(QVariantList figures READ figures NOTIFY changed)
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
    // A game of `players` is dealt afresh or resumed, with the person at `personSeat` on
    // `personSide`.
    void beginGame(int players, int personSeat, int personSide);
    // Adds what `events` say of the person to the figures of `level` with `players`.
    void record(const std::vector<Event>& events, const QString& level, int players);
    // Keeps the figures as they are now, before a decision the person may take back.
    void keepUndoPoint();
    // The person took their last decision back: the figures are again as keepUndoPoint() kept
    // them, and the game is marked as one with an undo in the figures of `level` with `players`.
    void undo(const QString& level, int players);
    // Adds a deal the review judged, in which the person lost `pointsLost` against the Expert,
    // to the figures of `level` with `players`.
    void recordReview(double pointsLost, const QString& level, int players);
    // Adds one hand of counting practice: counted right or not, in `milliseconds`.
    void recordPractice(bool right, qint64 milliseconds);
    // Forgets every figure, and saves that.
    Q_INVOKABLE void reset();
    // Shows the figures of `level` at the size of table played now, when there are any.
    Q_INVOKABLE void show(const QString& level);

    const StatisticsRecord& record() const { return record_; }
    QStringList tables() const;
    int shownTable() const { return shownTable_; }
    void setShownTable(int index);
    QVariantList figures() const;
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
    void save();
    void setNotice(const QString& notice);

    std::optional<StatisticsFile> file_;
    bool persistent_ = false;
    StatisticsRecord record_;
    std::optional<StatisticsTally> tally_;
    // The record and the tally before the person's last decision.
    struct UndoPoint {
        StatisticsRecord record;
        std::optional<StatisticsTally> tally;
    };
    std::optional<UndoPoint> undoPoint_;
    int players_ = 2;
    int shownTable_ = -1;
    QString notice_;
    QString lastSaveFailure_;  // what the last save said, empty when it succeeded
};

}  // namespace cribbage::ui
