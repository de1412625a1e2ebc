#include "card_list_model.h"

#include <utility>

#include "card_index.h"
#include "words/card_words.h"

namespace cribbage::ui {

namespace {

QString spokenName(const CardLook& row) {
    return row.faceUp && row.card ? CardWords::spoken(*row.card) : QString();
}

}  // namespace

bool CardLook::sameLooks(const CardLook& other) const {
    return card == other.card && faceUp == other.faceUp && selected == other.selected &&
           playable == other.playable;
}

CardListModel::CardListModel(QObject* parent) : QAbstractListModel(parent) {}

int CardListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant CardListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const CardLook& row = rows_.at(index.row());
    switch (role) {
        case CodeRole:
            return row.card ? cardCode(*row.card) : QString();
        case CardIndexRole:
            return cardIndex(row.card);
        case FaceUpRole:
            return row.faceUp;
        case SelectedRole:
            return row.selected;
        case PlayableRole:
            return row.playable;
        case OriginRole:
            return row.origin;
        case SpokenRole:
            return spokenName(row);
        default:
            return {};
    }
}

QHash<int, QByteArray> CardListModel::roleNames() const {
    return {{CodeRole, "code"},         {CardIndexRole, "cardIndex"}, {FaceUpRole, "faceUp"},
            {SelectedRole, "selected"}, {PlayableRole, "playable"},   {OriginRole, "origin"},
            {SpokenRole, "spoken"}};
}

void CardListModel::assign(QList<CardLook> rows, int origin) {
    if (changeInPlace(rows) || insertAndRemove(rows, origin)) {
        return;
    }
    reset(std::move(rows), origin);
}

void CardListModel::updateRow(int row, const CardLook& looks) {
    CardLook& current = rows_[row];
    if (current.sameLooks(looks)) {
        return;
    }
    const int origin = current.origin;
    current = looks;
    current.origin = origin;
    emit dataChanged(index(row), index(row));
}

// The same number of cards, each the same card or a face-down card turned up: rows change in
// place, so a card turned over stays where it lies.
bool CardListModel::changeInPlace(const QList<CardLook>& rows) {
    if (rows.size() != rows_.size()) {
        return false;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows_[i].card && rows_[i].card != rows[i].card) {
            return false;
        }
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        updateRow(static_cast<int>(i), rows[i]);
    }
    return true;
}

// Cards that went are removed and cards that came are inserted, provided the cards that stay
// keep their order. Face-down unknown cards are told apart by their place among their kind.
bool CardListModel::insertAndRemove(const QList<CardLook>& rows, int origin) {
    QList<bool> kept(rows_.size(), false);
    QList<bool> taken(rows.size(), false);
    QList<qsizetype> keptAt;  // for each kept old row, its new row
    for (qsizetype i = 0; i < rows_.size(); ++i) {
        for (qsizetype j = 0; j < rows.size(); ++j) {
            if (!taken[j] && rows[j].card == rows_[i].card) {
                taken[j] = kept[i] = true;
                keptAt.append(j);
                break;
            }
        }
    }
    for (qsizetype k = 1; k < keptAt.size(); ++k) {
        if (keptAt[k] < keptAt[k - 1]) {
            return false;
        }
    }
    const int before = static_cast<int>(rows_.size());
    for (qsizetype i = rows_.size() - 1; i >= 0; --i) {
        if (!kept[i]) {
            const int row = static_cast<int>(i);
            beginRemoveRows({}, row, row);
            rows_.removeAt(i);
            endRemoveRows();
        }
    }
    for (qsizetype j = 0; j < rows.size(); ++j) {
        const int row = static_cast<int>(j);
        if (taken[j]) {
            updateRow(row, rows[j]);
            continue;
        }
        beginInsertRows({}, row, row);
        CardLook inserted = rows[j];
        inserted.origin = origin;
        rows_.insert(j, inserted);
        endInsertRows();
    }
    if (before != rows_.size()) {
        emit countChanged();
    }
    return true;
}

void CardListModel::reset(QList<CardLook> rows, int origin) {
    const bool countChanges = rows.size() != rows_.size();
    beginResetModel();
    rows_ = std::move(rows);
    for (CardLook& row : rows_) {
        row.origin = origin;
    }
    endResetModel();
    if (countChanges) {
        emit countChanged();
    }
}

}  // namespace cribbage::ui
