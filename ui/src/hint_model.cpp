#include "hint_model.h"

#include <utility>

namespace cribbage::ui {

HintModel::HintModel(QObject* parent) : QAbstractListModel(parent) {}

int HintModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant HintModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const HintRow& row = rows_.at(index.row());
    switch (role) {
        case CardsRole:
            return QVariant::fromValue(row.cards);
        case NetRole:
            return row.net;
        case HandRole:
            return row.hand;
        case CribRole:
            return row.crib;
        case PegRole:
            return row.peg;
        case MineRole:
            return row.mine;
        case TheirsRole:
            return row.theirs;
        case ReasonRole:
            return row.reason;
        case CardsTextRole:
            return row.cardsText;
        case NetTextRole:
            return row.netText;
        case BreakdownRole:
            return row.breakdown;
        case ChanceTextRole:
            return row.chanceText;
        case BestRole:
            return index.row() == 0;
        default:
            return {};
    }
}

QHash<int, QByteArray> HintModel::roleNames() const {
    return {
        {CardsRole, "cards"},
        {NetRole, "net"},
        {HandRole, "hand"},
        {CribRole, "crib"},
        {PegRole, "peg"},
        {MineRole, "mine"},
        {TheirsRole, "theirs"},
        {ReasonRole, "reason"},
        {BestRole, "best"},
        {CardsTextRole, "cardsText"},
        {NetTextRole, "netText"},
        {BreakdownRole, "breakdown"},
        {ChanceTextRole, "chanceText"},
    };
}

QList<int> HintModel::bestCards() const {
    return rows_.isEmpty() ? QList<int>() : rows_.front().cards;
}

void HintModel::assign(Kind kind, QList<HintRow> rows) {
    if (rows.isEmpty()) {
        kind = Kind::None;
    }
    if (rows_ != rows) {
        const qsizetype countBefore = rows_.size();
        const QList<int> bestBefore = bestCards();
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        if (rows_.size() != countBefore) {
            emit countChanged();
        }
        if (bestCards() != bestBefore) {
            emit bestCardsChanged();
        }
    }
    if (kind_ != kind) {
        kind_ = kind;
        emit kindChanged();
    }
}

}  // namespace cribbage::ui
