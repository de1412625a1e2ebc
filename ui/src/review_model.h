#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>
#include <optional>
#include <vector>

#include "cribbage/event.h"
#include "decision_review.h"

namespace cribbage::ui {

// The review of the current game for the person at one seat: each decision they made (the
// lay away, each card played, with muggins each count claimed) beside the Expert's choice
// from the same information, with the points it lost. A new game starts it afresh.
class ReviewModel : public QAbstractListModel {
    Q_OBJECT
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.review")
    Q_PROPERTY(int count READ rowCount NOTIFY changed)
    // The deals of the game the person has laid away in.
    Q_PROPERTY(int deals READ deals NOTIFY changed)
    // The points lost in the game, by kind of decision, in words.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // A gentle note on the person's last decision when it lost more than warnAbove; empty
    // otherwise.
    Q_PROPERTY(QString note READ note NOTIFY noteChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1,  // ReviewedDecision::Kind as a number
        DealRole,
        DealTextRole,
        ChoiceRole,
        LostRole,
        LostTextRole,
        MistakeRole,  // worse than a near-tie
        VerdictTextRole,
        ReasonRole,
    };
    Q_ENUM(Role)

    explicit ReviewModel(int seat, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int deals() const { return deals_; }
    QString note() const { return note_; }
    // Notes follow decisions that lose more than `points`; none when it is 0.
    void setWarnAbove(double points) { warnAbove_ = points; }
    QString summary() const;
    // The points lost in the game by decisions of `kind`.
    double lost(ReviewedDecision::Kind kind) const;
    const std::vector<ReviewedDecision>& decisions() const { return decisions_; }

    // An action of the seat's person (reviewed, when `before` is their view just before it)
    // or of another seat, applied with `events` following.
    void record(const SeatView& before, const Action& action, const std::vector<Event>& events);
    // A new game: nothing reviewed yet.
    void clear();
    // Keeps the review as it is now, before a decision the person may take back.
    void keepUndoPoint();
    // The person took their last decision back: the review is again as keepUndoPoint() kept it.
    void undo();

signals:
    void changed();
    void noteChanged();
    // The person's decision at `row` has just been reviewed.
    void reviewed(int row);
    // A deal in which decisions were reviewed is over: the points lost in it.
    void dealReviewed(double pointsLost);

private:
    // The person's `action`, decided from `before`.
    void review(const SeatView& before, const Action& action);
    // Says how many points the deal lost once `events` end it.
    void endDeal(const std::vector<Event>& events);
    void setNote(const QString& note);

    struct Reviewed {
        std::vector<ReviewedDecision> decisions;
        int deals = 0;
        int dealsEnded = 0;
    };

    int seat_;
    std::vector<ReviewedDecision> decisions_;
    int deals_ = 0;
    int dealsEnded_ = 0;
    std::optional<Reviewed> undoPoint_;
    double warnAbove_ = 0;
    QString note_;
};

}  // namespace cribbage::ui
