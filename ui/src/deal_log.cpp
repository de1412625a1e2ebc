#include "deal_log.h"

namespace cribbage::ui {

DealLog::DealLog(QObject* parent) : QAbstractListModel(parent) {}

int DealLog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(lines_.size());
}

QVariant DealLog::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        role != LineRole) {
        return {};
    }
    return lines_.at(index.row());
}

QHash<int, QByteArray> DealLog::roleNames() const {
    return {{LineRole, "line"}};
}

void DealLog::append(const QString& line) {
    const int row = static_cast<int>(lines_.size());
    beginInsertRows({}, row, row);
    lines_.append(line);
    endInsertRows();
    emit countChanged();
}

void DealLog::clear() {
    if (lines_.isEmpty()) {
        return;
    }
    beginRemoveRows({}, 0, static_cast<int>(lines_.size()) - 1);
    lines_.clear();
    endRemoveRows();
    emit countChanged();
}

}  // namespace cribbage::ui
