#pragma once

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include "card_list_model.h"
#include "core_enums.h"
#include "cribbage/game.h"
#include "deal_log.h"
#include "game_result.h"
#include "pending_step.h"
#include "scene_state.h"
#include "seat_list_model.h"
#include "show_summary_model.h"
#include "show_tally.h"
#include "step.h"

namespace cribbage::ui {

// What lies on the table for the person to see, as view models QML binds to: the seats with
// their cards, the pack, crib and starter, the count, the scores, and what the steps shown so
// far have said (the show's counts, the caption, the result, the deal's log). The engine runs
// ahead; the scene catches up one step at a time (present) and QML animates each step.
class Scene : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game session owns the scene")

    Q_PROPERTY(cribbage::Phase phase READ phase NOTIFY changed)
    Q_PROPERTY(int gameNumber READ gameNumber NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
    Q_PROPERTY(int packSize READ packSize NOTIFY changed)
    // Where the dealer sits (for the crib beside them); Bottom before the dealer is known.
    Q_PROPERTY(cribbage::ui::SeatListModel::Place dealerPlace READ dealerPlace NOTIFY changed)
    // The crib's caption: "your crib", "the crib of Maria".
    Q_PROPERTY(QString cribName READ cribName NOTIFY changed)
    // The game points of every side: "Games won: You 1, Computer 0 (the first to win 3 wins the
    // match)".
    Q_PROPERTY(QString gamesWon READ gamesWon NOTIFY gamePointsChanged)
    Q_PROPERTY(bool cribShown READ cribShown NOTIFY changed)
    Q_PROPERTY(QList<int> scores READ scores NOTIFY scoresChanged)
    Q_PROPERTY(QList<int> rearPegs READ rearPegs NOTIFY scoresChanged)
    Q_PROPERTY(QList<int> gamePoints READ gamePoints NOTIFY gamePointsChanged)
    Q_PROPERTY(QStringList sideLabels READ sideLabels NOTIFY seatingChanged)
    // Each side's peg colour, an index into the board's palette (peg_colours.h).
    Q_PROPERTY(QList<int> sideColours READ sideColours NOTIFY seatingChanged)
    // The count said over the table while a hand is counted; empty otherwise.
    Q_PROPERTY(QString caption READ caption NOTIFY changed)
    // The crib is the hand being counted.
    Q_PROPERTY(bool cribCounted READ cribCounted NOTIFY changed)

    Q_PROPERTY(cribbage::ui::SeatListModel* seats READ seats CONSTANT)
    // The hand of the screen seat, face up (also in seats).
    Q_PROPERTY(cribbage::ui::CardListModel* screenHand READ screenHand NOTIFY seatingChanged)
    Q_PROPERTY(cribbage::ui::CardListModel* crib READ crib CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* starter READ starter CONSTANT)
    Q_PROPERTY(cribbage::ui::ShowSummaryModel* showSummary READ showSummary CONSTANT)
    Q_PROPERTY(cribbage::ui::GameResult* result READ result CONSTANT)
    Q_PROPERTY(cribbage::ui::DealLog* log READ log CONSTANT)

public:
    explicit Scene(QObject* parent = nullptr);

    // The table of `game` as `screenSeat` sees it with nothing left to animate; what was said
    // in the deal on the table is said again (a game resumed from its save). `lineup` says who
    // sits where; with `concealed`, the screen seat's hand is face down too (the screen is
    // being passed to another person).
    void reset(const Game& game, int screenSeat, const Lineup& lineup, bool concealed = false);
    // Shows `pending` and returns it as QML animates it.
    Step present(const PendingStep& pending);
    // The person's hand: the cards chosen for the crib, and with `playing` the playable ones.
    void markHand(const std::vector<Card>& chosen, bool playing);

    const SceneState& state() const { return state_; }
    const Seating& seating() const { return seats_->seating(); }

    Phase phase() const { return state_.phase; }
    int gameNumber() const { return state_.gameNumber; }
    int count() const { return state_.count; }
    int packSize() const { return state_.packSize; }
    SeatListModel::Place dealerPlace() const;
    QString cribName() const;
    QString gamesWon() const;
    bool cribShown() const;
    QList<int> scores() const;
    QList<int> rearPegs() const;
    QList<int> gamePoints() const;
    QStringList sideLabels() const { return sideLabels_; }
    QList<int> sideColours() const;
    QString caption() const { return caption_; }
    bool cribCounted() const { return cribCounted_; }

    SeatListModel* seats() const { return seats_; }
    CardListModel* screenHand() const { return seats_->hand(seating().screenSeat); }
    CardListModel* crib() const { return crib_; }
    CardListModel* starter() const { return starter_; }
    ShowSummaryModel* showSummary() const { return showSummary_; }
    GameResult* result() const { return result_; }
    DealLog* log() const { return log_; }

signals:
    void changed();
    void scoresChanged();
    void gamePointsChanged();
    void seatingChanged();

private:
    void seat(const RuleSettings& rules, int screenSeat, const Lineup& lineup);
    void apply(const PendingStep& pending);
    // What the step says: the log, the said bubbles, the show's counts, the caption, the
    // result (scene_notes.cpp).
    void note(const PendingStep& pending, const Step& step);
    void noteEvent(const Event& event);
    void sayImplicitGoes(const PointsScored& points);
    void sync(int origin);
    void notifyScores(const QList<int>& scoresBefore, const QList<int>& rearBefore,
                      const QList<int>& gamePointsBefore);

    RuleSettings rules_;
    SceneState state_;
    std::vector<Card> chosen_;
    bool playing_ = false;
    QStringList sideLabels_;
    QString caption_;
    bool cribCounted_ = false;
    ShowTally tally_;

    SeatListModel* seats_;
    CardListModel* crib_;
    CardListModel* starter_;
    ShowSummaryModel* showSummary_;
    GameResult* result_;
    DealLog* log_;
};

}  // namespace cribbage::ui
