#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <optional>

#include "cribbage/card_type.h"

namespace cribbage::ui {

// Where a card came from when it was put in its place, for QML to fly it in from there: a
// seat's hand (the seat's number, 0 and up), the pack, or nowhere (it is simply there).
namespace CardOrigin {
Q_NAMESPACE
QML_ELEMENT

enum Origin { Nowhere = -2, Pack = -1 };
Q_ENUM_NS(Origin)

}  // namespace CardOrigin

// How one card of a row on the table looks (a row of CardRow.qml, as QML draws it).
struct CardLook {
    std::optional<Card> card{};  // none for a face-down card the person may not know
    bool faceUp = false;
    bool selected = false;
    bool playable = false;
    int origin = CardOrigin::Nowhere;  // a CardOrigin, or the seat whose hand it came from

    // Rows are the same card in the same looks; where it came from does not count.
    bool sameLooks(const CardLook& other) const;
};

// The cards of one place on the table: a hand, the play in front of a player, the crib, the
// starter. A row's card crosses to QML as its index (`cardIndex`) and comes back so to the
// moves; `code` ("5H") only names its picture. Changes are applied as the fewest inserts,
// removals and changed rows, so that QML animates a card arriving, leaving or turning over.
class CardListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the scene owns the rows of cards")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        FaceUpRole,
        SelectedRole,
        PlayableRole,
        OriginRole,
        SpokenRole,     // "seven of hearts" when face up, else empty: what a screen reader says
        CardIndexRole,  // the card's index (card_index.h), -1 for a face-down card not known
    };
    Q_ENUM(Role)

    explicit CardListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QList<CardLook>& rows() const { return rows_; }
    // Makes the rows `rows`. A row inserted takes `origin` as where it came from.
    void assign(QList<CardLook> rows, int origin);

signals:
    void countChanged();

private:
    bool changeInPlace(const QList<CardLook>& rows);
    bool insertAndRemove(const QList<CardLook>& rows, int origin);
    void reset(QList<CardLook> rows, int origin);
    void updateRow(int row, const CardLook& looks);

    QList<CardLook> rows_;
};

}  // namespace cribbage::ui
