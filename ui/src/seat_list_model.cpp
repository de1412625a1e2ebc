#include "seat_list_model.h"

namespace cribbage::ui {

SeatListModel::SeatListModel(QObject* parent) : QAbstractListModel(parent) {}

int SeatListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant SeatListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = rows_.at(index.row());
    switch (role) {
        case SeatRole:
            return index.row();
        case LabelRole:
            return row.label;
        case HandNameRole:
            return row.handName;
        case PlayedNameRole:
            return row.playedName;
        case AtScreenRole:
            return seating_.atScreen(index.row());
        case PlaceRole:
            return QVariant::fromValue(row.place);
        case IsDealerRole:
            return row.isDealer;
        case SaidRole:
            return row.said;
        case HandRole:
            return QVariant::fromValue(row.hand);
        case PlayedRole:
            return QVariant::fromValue(row.played);
        case CutCardRole:
            return row.cutCard;
        case CountedRole:
            return row.counted;
        default:
            return {};
    }
}

QHash<int, QByteArray> SeatListModel::roleNames() const {
    return {{SeatRole, "seat"},       {LabelRole, "label"},       {AtScreenRole, "atScreen"},
            {PlaceRole, "place"},     {IsDealerRole, "isDealer"}, {SaidRole, "said"},
            {HandRole, "hand"},       {PlayedRole, "played"},     {CutCardRole, "cutCard"},
            {CountedRole, "counted"}, {HandNameRole, "handName"}, {PlayedNameRole, "playedName"}};
}

SeatListModel::Place SeatListModel::placeOf(const Seating& seating, int seat) {
    const int place = seating.placeFromScreen(seat);
    if (place == 0) {
        return Place::Bottom;
    }
    switch (seating.players()) {
        case 2:
            return Place::Top;
        case 3:
            return place == 1 ? Place::Left : Place::Right;
        default:
            return static_cast<Place>(place);
    }
}

void SeatListModel::seat(const Seating& seating, const QStringList& labels,
                         const QStringList& handNames, const QStringList& playedNames) {
    if (seating == seating_ && rows_.size() == seating.players()) {
        for (int seat = 0; seat < seating.players(); ++seat) {
            rows_[seat].hand->assign({}, CardOrigin::Nowhere);
            rows_[seat].played->assign({}, CardOrigin::Nowhere);
        }
        setDealer(-1);
        clearSaid();
        setCounted(-1);
        for (int seat = 0; seat < seating.players(); ++seat) {
            setCutCard(seat, {});
        }
        return;
    }
    beginResetModel();
    for (const Row& row : rows_) {
        delete row.hand;
        delete row.played;
    }
    rows_.clear();
    seating_ = seating;
    for (int seat = 0; seat < seating.players(); ++seat) {
        Row row;
        row.label = labels.value(seat);
        row.handName = handNames.value(seat);
        row.playedName = playedNames.value(seat);
        row.place = placeOf(seating, seat);
        row.hand = new CardListModel(this);
        row.played = new CardListModel(this);
        rows_.append(row);
    }
    endResetModel();
    emit countChanged();
}

template <class T>
void SeatListModel::setRole(int seat, T Row::*member, const T& value, Role role) {
    T& current = rows_[seat].*member;
    if (current == value) {
        return;
    }
    current = value;
    emit dataChanged(index(seat), index(seat), {role});
}

void SeatListModel::setDealer(int dealer) {
    for (int seat = 0; seat < rows_.size(); ++seat) {
        setRole(seat, &Row::isDealer, seat == dealer, IsDealerRole);
    }
}

void SeatListModel::setSaid(int seat, const QString& said) {
    setRole(seat, &Row::said, said, SaidRole);
}

void SeatListModel::clearSaid() {
    for (int seat = 0; seat < rows_.size(); ++seat) {
        setSaid(seat, {});
    }
}

void SeatListModel::setCutCard(int seat, const QString& code) {
    setRole(seat, &Row::cutCard, code, CutCardRole);
}

void SeatListModel::setCounted(int countedSeat) {
    for (int seat = 0; seat < rows_.size(); ++seat) {
        setRole(seat, &Row::counted, seat == countedSeat, CountedRole);
    }
}

}  // namespace cribbage::ui
