#include "show_summary_model.h"

namespace cribbage::ui {

ShowSummaryModel::ShowSummaryModel(QObject* parent) : QAbstractListModel(parent) {}

int ShowSummaryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(counts_.size());
}

QVariant ShowSummaryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Count& count = counts_.at(index.row());
    switch (role) {
        case WhoRole:
            return count.who;
        case PointsRole:
            return count.points;
        case SaidRole:
            return count.said;
        case VerdictRole:
            return count.verdict;
        default:
            return {};
    }
}

QHash<int, QByteArray> ShowSummaryModel::roleNames() const {
    return {{WhoRole, "who"}, {PointsRole, "points"}, {SaidRole, "said"}, {VerdictRole, "verdict"}};
}

void ShowSummaryModel::append(const Count& count) {
    const int row = static_cast<int>(counts_.size());
    beginInsertRows({}, row, row);
    counts_.append(count);
    endInsertRows();
    emit countChanged();
}

void ShowSummaryModel::clear() {
    if (counts_.isEmpty()) {
        return;
    }
    beginRemoveRows({}, 0, static_cast<int>(counts_.size()) - 1);
    counts_.clear();
    endRemoveRows();
    emit countChanged();
}

}  // namespace cribbage::ui
