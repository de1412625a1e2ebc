#include "review_model.h"

#include <algorithm>

#include "words/numbers.h"
#include "words/review_words.h"

namespace cribbage::ui {

ReviewModel::ReviewModel(int seat, QObject* parent) : QAbstractListModel(parent), seat_(seat) {}

int ReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(decisions_.size());
}

QVariant ReviewModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const ReviewedDecision& decision = decisions_.at(static_cast<std::size_t>(index.row()));
    switch (role) {
        case KindRole:
            return static_cast<int>(decision.kind);
        case DealRole:
            return decision.deal;
        case DealTextRole:
            return ReviewWords::deal(decision.deal);
        case ChoiceRole:
            return ReviewWords::choice(decision);
        case LostRole:
            return decision.lost;
        case LostTextRole:
            return localeDecimal(decision.lost);
        case MistakeRole:
            return decision.verdict() == ReviewedDecision::Verdict::Mistake;
        case VerdictTextRole:
            return ReviewWords::verdict(decision);
        case ReasonRole:
            return ReviewWords::reason(decision);
        default:
            return {};
    }
}

QHash<int, QByteArray> ReviewModel::roleNames() const {
    return {
        {KindRole, "kind"},         {DealRole, "deal"},
        {DealTextRole, "dealText"}, {ChoiceRole, "choice"},
        {LostRole, "lost"},         {LostTextRole, "lostText"},
        {MistakeRole, "mistake"},   {VerdictTextRole, "verdictText"},
        {ReasonRole, "reason"},
    };
}

double ReviewModel::lost(ReviewedDecision::Kind kind) const {
    double total = 0;
    for (const ReviewedDecision& decision : decisions_) {
        total += decision.kind == kind ? decision.lost : 0.0;
    }
    return total;
}

QString ReviewModel::summary() const {
    using Kind = ReviewedDecision::Kind;
    return ReviewWords::summary(lost(Kind::LayAway), lost(Kind::Play), lost(Kind::Count));
}

void ReviewModel::record(const SeatView& before, const Action& action,
                         const std::vector<Event>& events) {
    const bool gameStarted = std::ranges::any_of(
        events, [](const Event& event) { return std::holds_alternative<GameStarted>(event); });
    if (gameStarted) {
        clear();
    }
    if (actingSeat(action) == seat_ && before.seat == seat_) {
        review(before, action);
    }
    endDeal(events);
}

void ReviewModel::review(const SeatView& before, const Action& action) {
    const bool laidAway = std::holds_alternative<LayAway>(action);
    deals_ += laidAway ? 1 : 0;
    auto decision = reviewDecision(before, action, deals_);
    if (!decision) {
        if (laidAway) {
            emit changed();
        }
        return;
    }
    const int row = rowCount();
    beginInsertRows({}, row, row);
    decisions_.push_back(std::move(*decision));
    endInsertRows();
    emit changed();
    emit reviewed(row);
    const ReviewedDecision& last = decisions_.back();
    setNote(warnAbove_ > 0 && last.lost > warnAbove_ ? ReviewWords::note(last) : QString());
}

void ReviewModel::endDeal(const std::vector<Event>& events) {
    const bool ended = std::ranges::any_of(events, [](const Event& event) {
        const auto* phase = std::get_if<PhaseChanged>(&event);
        return phase && (phase->phase == Phase::Deal || phase->phase == Phase::GameOver ||
                         phase->phase == Phase::MatchOver);
    });
    if (!ended || dealsEnded_ == deals_) {
        return;
    }
    dealsEnded_ = deals_;
    double lost = 0;
    int reviewed = 0;
    for (const ReviewedDecision& decision : decisions_) {
        if (decision.deal == deals_) {
            lost += decision.lost;
            ++reviewed;
        }
    }
    if (reviewed > 0) {
        emit dealReviewed(lost);
    }
}

void ReviewModel::setNote(const QString& note) {
    if (note_ != note) {
        note_ = note;
        emit noteChanged();
    }
}

void ReviewModel::clear() {
    setNote({});
    undoPoint_.reset();
    if (decisions_.empty() && deals_ == 0 && dealsEnded_ == 0) {
        return;
    }
    beginResetModel();
    decisions_.clear();
    deals_ = 0;
    dealsEnded_ = 0;
    endResetModel();
    emit changed();
}

void ReviewModel::keepUndoPoint() {
    undoPoint_ = Reviewed{decisions_, deals_, dealsEnded_};
}

void ReviewModel::undo() {
    setNote({});
    if (!undoPoint_) {
        return;
    }
    beginResetModel();
    decisions_ = std::move(undoPoint_->decisions);
    deals_ = undoPoint_->deals;
    dealsEnded_ = undoPoint_->dealsEnded;
    undoPoint_.reset();
    endResetModel();
    emit changed();
}

}  // namespace cribbage::ui
