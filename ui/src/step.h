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
// the table's own two, Gather and Shuffle. The fields each kind fills are fieldsOf(kind).
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
    // one combination at a time; otherwise points pegged in the play or for his heels. With
    // muggins a claim's points are pegged without their combinations (items and said empty):
    // the judging (CountAccepted, MugginsCalled) picks them out.
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

// The fields of a Step besides its kind and its sentence (text, spoken), as bits.
namespace StepField {
enum : unsigned {
    Seat = 1U << 0U,
    Side = 1U << 1U,
    Card = 1U << 2U,
    Count = 1U << 3U,
    Points = 1U << 4U,
    Crib = 1U << 5U,
    Counted = 1U << 6U,
    Source = 1U << 7U,
    Items = 1U << 8U,
    Said = 1U << 9U,
    Kinds = 1U << 10U,
};
}  // namespace StepField

// The fields a step of `kind` fills; every other keeps its default. A kind added to the list
// of events is named by the compiler here until it says which fields it fills.
constexpr unsigned fieldsOf(StepKind::Kind kind) {
    namespace F = StepField;
    switch (kind) {
        case StepKind::CutForDealShown:  // a card cut for the first deal slides out, turns over
        case StepKind::CardDealt:        // card: the screen's own cards only
        case StepKind::StarterTurned:    // seat: who cut
            return F::Seat | F::Card;
        case StepKind::CutForDealTied:   // the cut cards go back
        case StepKind::CardDealtToCrib:  // three players: a card from the pack to the crib
        case StepKind::PhaseChanged:     // nothing moves
            return 0;
        case StepKind::DealerChosen:   // seat: the dealer
        case StepKind::GameStarted:    // seat: the dealer
        case StepKind::CardsLaidAway:  // cards go from a hand to the crib
        case StepKind::GoSaid:
        case StepKind::CountReset:  // seat: who leads next
        case StepKind::Gather:      // the dealer gathers every card on the table to the pack
        case StepKind::Shuffle:     // the table is cleared and the dealer deals
            return F::Seat;
        case StepKind::CardPlayed:
            return F::Seat | F::Card | F::Count;
        case StepKind::HandShown:  // a hand, or the crib, laid out to be counted
            return F::Seat | F::Crib;
        case StepKind::CountClaimed:
            return F::Seat | F::Points;
        case StepKind::CountAccepted:  // the combinations claimed, once judged
        case StepKind::MugginsCalled:
            return F::Seat | F::Points | F::Counted | F::Items | F::Said;
        case StepKind::PointsScored:  // points on the board
            return F::Seat | F::Side | F::Points | F::Crib | F::Counted | F::Source | F::Items |
                   F::Said | F::Kinds;
        case StepKind::GameWon:  // points: the game points
            return F::Side | F::Points;
        case StepKind::MatchWon:
            return F::Side;
    }
    return 0;
}

}  // namespace cribbage::ui
