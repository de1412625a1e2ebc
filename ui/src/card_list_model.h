#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace cribbage::ui {

// One card of a row on the table, as QML draws it.
struct CardRow {
    QString code;  // "5H"; empty for a face-down card the person may not know
    bool faceUp = false;
    bool selected = false;
    bool playable = false;
    QString origin;  // where the card came from when it was put here: "deck", "hand0", ...

    // Rows are the same card in the same looks; where it came from does not count.
    bool sameLooks(const CardRow& other) const;
};

// The cards of one place on the table: a hand, the play in front of a player, the crib, the
// starter. Changes are applied as the fewest inserts, removals and changed rows, so that
// QML animates a card arriving, leaving or turning over.
class CardListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the GameController owns the rows of cards")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        FaceUpRole,
        SelectedRole,
        PlayableRole,
        OriginRole,
    };
    Q_ENUM(Role)

    explicit CardListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QList<CardRow>& rows() const { return rows_; }
    // Makes the rows `rows`. A row inserted takes `origin` as where it came from.
    void assign(QList<CardRow> rows, const QString& origin);

signals:
    void countChanged();

private:
    bool changeInPlace(const QList<CardRow>& rows);
    bool insertAndRemove(const QList<CardRow>& rows, const QString& origin);
    void reset(QList<CardRow> rows, const QString& origin);
    void updateRow(int row, const CardRow& looks);

    QList<CardRow> rows_;
};

}  // namespace cribbage::ui
