#include "review_model.h"

#include <algorithm>

#include "words/numbers.h"
#include "words/review_words.h"

namespace cribbage::ui {

ReviewModel::ReviewModel(QObject* parent) : QAbstractListModel(parent) {}

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
    if (actingSeat(action) != before.seat) {
        return;
    }
    if (std::holds_alternative<LayAway>(action)) {
        ++deals_;
    }
    auto decision = reviewDecision(before, action, deals_);
    if (!decision) {
        if (std::holds_alternative<LayAway>(action)) {
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
}

void ReviewModel::clear() {
    if (decisions_.empty() && deals_ == 0) {
        return;
    }
    beginResetModel();
    decisions_.clear();
    deals_ = 0;
    endResetModel();
    emit changed();
}

}  // namespace cribbage::ui
