#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <optional>
#include <vector>

#include "card_index.h"
#include "core_enums.h"

namespace cribbage::ui {

// What a step of the table is: QML switches on it to animate the step and to give it time.
// A step is one of the core's events, named as the core names it (CRIBBAGE_EVENTS), or one of
// the table's own two. The fields each kind fills:
//   CutForDealShown: seat, card (a card cut for the first deal slides out and turns over);
//   CutForDealTied: the cut cards go back; DealerChosen, GameStarted: seat (the dealer);
//   CardDealt: seat, card (the screen's own cards only); CardDealtToCrib: three players, a
//   card from the pack to the crib; PhaseChanged: nothing moves; CardsLaidAway: seat (cards go
//   from a hand to the crib); StarterTurned: seat (who cut), card; CardPlayed: seat, card,
//   count; GoSaid: seat; CountReset: seat (who leads next); HandShown: seat, crib (a hand or
//   the crib laid out to be counted); CountClaimed: seat, points; CountAccepted,
//   MugginsCalled: seat; PointsScored: seat, side, points, counted, items, said (points on
//   the board); GameWon: side, points (game points); MatchWon: side;
//   Gather: seat (the dealer gathers every card on the table to the pack);
//   Shuffle: seat (the table is cleared and the dealer deals).
namespace StepKind {
Q_NAMESPACE
QML_ELEMENT

enum Kind { CRIBBAGE_EVENTS(CRIBBAGE_ENUMERATOR) Gather, Shuffle };
Q_ENUM_NS(Kind)

static_assert(Gather == cribbage::kEventKinds, "the table's own steps follow the core's events");

}  // namespace StepKind

// One combination of points as the table picks it out: its cards and the count said so far.
class CountedItem {
    Q_GADGET
    Q_PROPERTY(QList<int> cards MEMBER cards)
    Q_PROPERTY(QString phrase MEMBER phrase)
    Q_PROPERTY(QString said MEMBER said)

public:
    QList<int> cards{};  // their indexes (card_index.h)
    QString phrase{};    // this combination alone: "fifteen four"
    QString said{};      // the count up to it: "fifteen two and fifteen four"

    bool operator==(const CountedItem&) const = default;
};

// A step as QML animates it. Which fields mean something depends on the kind (see StepKind).
class Step {
    Q_GADGET
    QML_VALUE_TYPE(step)
    Q_PROPERTY(cribbage::ui::StepKind::Kind kind MEMBER kind)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int side MEMBER side)
    // The card's index (card_index.h), -1 for none or where the person may not see it.
    Q_PROPERTY(int card READ cardIndex)
    Q_PROPERTY(int count MEMBER count)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(bool crib MEMBER crib)
    Q_PROPERTY(bool counted MEMBER counted)
    Q_PROPERTY(cribbage::ScoreSource source MEMBER source)
    Q_PROPERTY(QVariantList items MEMBER items)
    Q_PROPERTY(QString said MEMBER said)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString spoken MEMBER spoken)

public:
    StepKind::Kind kind = StepKind::PhaseChanged;
    int seat = -1;
    int side = -1;
    std::optional<Card> card{};  // none where the person may not see it
    int count = 0;
    int points = 0;
    bool crib = false;
    // PointsScored: points of a hand or crib counted in the show (or taken for muggins), picked out
    // one combination at a time; otherwise points pegged in the play or for his heels.
    bool counted = false;
    // PointsScored: where the points come from (the play, his heels, a hand, the crib, muggins).
    cribbage::ScoreSource source = cribbage::ScoreSource::Play;
    QVariantList items{};  // PointsScored: CountedItem, in order
    QString said{};        // PointsScored: the count as said ("fifteen two", "one for the go")
    QString text{};        // the sentence the table writes for the step; empty for none
    QString spoken{};      // the same sentence for a screen reader: "queen of spades", not "Q♠"
    // PointsScored: the kind of each combination, in order (for the guided game; not in QML).
    std::vector<cribbage::ScoreKind> kinds{};

    int cardIndex() const { return ui::cardIndex(card); }
    bool operator==(const Step&) const = default;
};

}  // namespace cribbage::ui
