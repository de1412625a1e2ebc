#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QString>

#include "card_list_model.h"
#include "seating.h"

namespace cribbage::ui {

// The seats around the table, the person's at the bottom and the others clockwise from it:
// each seat's place, name, cards, and what it said last in the play. QML lays each seat out
// at its place; nothing in QML knows which seat number is whose.
class SeatListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the scene owns the seats")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        LabelRole,       // "You", "Computer"
        AtScreenRole,    // the seat this screen is shown from (the person playing here)
        PlaceRole,       // a Place
        IsDealerRole,    // deals the hand on the table (false until the dealer is known)
        SaidRole,        // what it said last in the play: "Go", "fifteen two"; empty for nothing
        HandRole,        // CardListModel: the cards it holds
        PlayedRole,      // CardListModel: the cards it laid in the play
        CutCardRole,     // the card it cut for the first deal ("5H"), empty for none
        CountedRole,     // its hand is being counted in the show
        HandNameRole,    // what a screen reader calls its hand: "the hand of Maria", "your hand"
        PlayedNameRole,  // ...and the cards it played: "the cards the computer played"
    };
    Q_ENUM(Role)

    // Where a seat sits, seen from the person: clockwise, the person at the bottom.
    enum class Place { Bottom, Left, Top, Right };
    Q_ENUM(Place)

    explicit SeatListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Seats the players afresh (the number of seats may change); everything else is cleared.
    void seat(const Seating& seating, const QStringList& labels, const QStringList& handNames,
              const QStringList& playedNames);
    const Seating& seating() const { return seating_; }
    static Place placeOf(const Seating& seating, int seat);

    CardListModel* hand(int seat) const { return rows_.at(seat).hand; }
    CardListModel* played(int seat) const { return rows_.at(seat).played; }
    QString said(int seat) const { return rows_.at(seat).said; }
    bool counted(int seat) const { return rows_.at(seat).counted; }

    // -1: no dealer known yet.
    void setDealer(int dealer);
    void setSaid(int seat, const QString& said);
    void clearSaid();
    void setCutCard(int seat, const QString& code);
    // The seat whose hand is being counted; -1 for none.
    void setCounted(int countedSeat);

signals:
    void countChanged();

private:
    struct Row {
        QString label;
        QString handName;
        QString playedName;
        Place place = Place::Bottom;
        bool isDealer = false;
        QString said;
        QString cutCard;
        bool counted = false;
        CardListModel* hand = nullptr;
        CardListModel* played = nullptr;
    };

    template <class T>
    void setRole(int seat, T Row::*member, const T& value, Role role);

    Seating seating_;
    QList<Row> rows_;
};

}  // namespace cribbage::ui
