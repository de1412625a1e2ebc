#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QDateTime>
#include <vector>

#include "game_library.h"

namespace cribbage::ui {

// The games of the library as the Games window lists them, sorted and filtered as the person
// chooses. Rows are read a page at a time as the list scrolls to them, so that a library of
// thousands of games opens at once.
class GamesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.library.games")
    // How many games the filters let through (not only those read so far).
    Q_PROPERTY(int total READ total NOTIFY totalChanged)
    // The filters: empty, -1 or 0 for any (the library's choices list what there is).
    Q_PROPERTY(QString opponent READ opponent WRITE setOpponent NOTIFY filterChanged)
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY filterChanged)
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY filterChanged)
    Q_PROPERTY(int target READ target WRITE setTarget NOTIFY filterChanged)
    Q_PROPERTY(Outcome outcome READ outcome WRITE setOutcome NOTIFY filterChanged)
    Q_PROPERTY(Period period READ period WRITE setPeriod NOTIFY filterChanged)
    Q_PROPERTY(Order order READ order WRITE setOrder NOTIFY filterChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        DateRole,     // when it was played, as the person's language writes a date and time
        PlayersRole,  // who sat at each seat: "You, Expert"
        RulesRole,    // "2 players, to 121"
        ResultRole,   // "You won", "Maria won", "Not finished"
        ScoreRole,    // "121–98"
        LostRole,     // the points the people lost against the Expert, or empty
    };
    Q_ENUM(Role)
    enum class Outcome { Any, PersonWon, ComputerWon, NotFinished };
    Q_ENUM(Outcome)
    enum class Period { Always, Today, Week, Month, Year };
    Q_ENUM(Period)
    enum class Order { Newest, Oldest, MostLost, FewestLost };
    Q_ENUM(Order)

    explicit GamesModel(QObject* parent = nullptr);

    // Lists the games of `library` (which outlives the model, or until the next call).
    void setLibrary(const GameLibrary* library);
    // Reads the list again from its first page (a game kept, deleted or imported).
    void reload();
    // The id of the game of `row`; -1 when the row is not there.
    Q_INVOKABLE qint64 idAt(int row) const;
    // The game of `row`; nullptr when the row is not there.
    const LibraryRow* rowAt(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    int total() const { return total_; }
    QString opponent() const { return filter_.opponent; }
    void setOpponent(const QString& opponent);
    int level() const { return filter_.level ? static_cast<int>(*filter_.level) : -1; }
    void setLevel(int level);
    int players() const { return filter_.players.value_or(0); }
    void setPlayers(int players);
    int target() const { return filter_.target.value_or(0); }
    void setTarget(int target);
    Outcome outcome() const { return outcome_; }
    void setOutcome(Outcome outcome);
    Period period() const { return period_; }
    void setPeriod(Period period);
    Order order() const { return order_; }
    void setOrder(Order order);

    // The rows read at a time.
    static constexpr int kPage = 100;

signals:
    void totalChanged();
    void filterChanged();

private:
    void setFilter(const LibraryFilter& filter);

    const GameLibrary* library_ = nullptr;
    LibraryFilter filter_;
    Outcome outcome_ = Outcome::Any;
    Period period_ = Period::Always;
    Order order_ = Order::Newest;
    std::vector<LibraryRow> rows_;
    int total_ = 0;
};

}  // namespace cribbage::ui
