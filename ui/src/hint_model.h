#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QStringList>

namespace cribbage::ui {

// One option the analysis suggests, as the hint panel shows it. A discard has hand, crib and
// peg; a card to play has mine and theirs; net is what the options are compared by.
struct HintRow {
    QList<int> cards{};  // the two cards to lay away, or the card to play (card_index.h)
    double net = 0;
    double hand = 0;
    double crib = 0;  // as it is added for the seat: minus for an opponent's crib
    double peg = 0;
    double mine = 0;
    double theirs = 0;
    QString reason{};     // a whole sentence
    QString cardsText{};  // the cards as the table names them: "5♥ 5♠"
    QString netText{};    // net in the person's locale, signed: "+4.3"
    QString breakdown{};  // where net comes from: "hand 8.2 · crib +1.2 · pegging −0.3"
    // Near the end of a game, the chance the options are ranked by ("wins 34% · loses 10%");
    // empty when they are ranked by points alone.
    QString chanceText{};

    bool operator==(const HintRow&) const = default;
};

// The best options for the person's decision, best first; empty when the person has no
// choice to make (or hints are off).
class HintModel : public QAbstractListModel {
    Q_OBJECT
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.hints")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(Kind kind READ kind NOTIFY kindChanged)
    // The cards of the best option: the hand marks them.
    Q_PROPERTY(QList<int> bestCards READ bestCards NOTIFY bestCardsChanged)

public:
    enum class Kind { None, Discard, Play };
    Q_ENUM(Kind)

    enum Role {
        CardsRole = Qt::UserRole + 1,
        NetRole,
        HandRole,
        CribRole,
        PegRole,
        MineRole,
        TheirsRole,
        ReasonRole,
        BestRole,
        CardsTextRole,
        NetTextRole,
        BreakdownRole,
        ChanceTextRole,
    };
    Q_ENUM(Role)

    explicit HintModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Kind kind() const { return kind_; }
    QList<int> bestCards() const;
    const QList<HintRow>& rows() const { return rows_; }

    // Shows `rows` (best first) as options of `kind`; nothing when `rows` is empty.
    void assign(Kind kind, QList<HintRow> rows);
    void clear() { assign(Kind::None, {}); }

signals:
    void countChanged();
    void bestCardsChanged();
    void kindChanged();

private:
    Kind kind_ = Kind::None;
    QList<HintRow> rows_;
};

}  // namespace cribbage::ui
