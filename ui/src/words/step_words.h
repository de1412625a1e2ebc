#pragma once

#include <QCoreApplication>
#include <QString>
#include <utility>

#include "cribbage/event.h"
#include "cribbage/rules.h"
#include "pending_step.h"
#include "words/seat_words.h"

namespace cribbage::ui {

// How a sentence names a card: as the table writes it ("Q♠") or as a screen reader says it
// ("queen of spades"; a screen reader reads "♠" as a symbol, or not at all).
enum class CardNaming { Written, Spoken };

// The sentence the table writes for each thing that happens: "The computer plays 7♥: 17.",
// "You peg 2: fifteen two." Each is a whole translatable sentence; the person's own actions
// are said in the second person. Empty for what needs no words (a card dealt).
class StepWords {
    Q_DECLARE_TR_FUNCTIONS(StepWords)

public:
    StepWords(SeatWords seats, RuleSettings rules, CardNaming naming = CardNaming::Written)
        : seats_(std::move(seats)), rules_(rules), naming_(naming) {}

    QString sentence(const PendingStep& step) const;
    QString sentence(const Event& event) const;
    // A count judged (accepted, or muggins called) with the claim's points it picks out:
    // "You accept the count. The computer pegs 8: fifteen two, ..."
    QString judging(const Event& judgement, const PointsScored& claimed) const;
    const SeatWords& seats() const { return seats_; }
    // The same sentences with the cards named in words, for a screen reader.
    StepWords spoken() const { return {seats_, rules_, CardNaming::Spoken}; }
    // What a player says in the play when no card fits.
    static QString go();
    // Whose count points of the show are, for the show's summary: "Your hand", "The crib of
    // the computer", "Muggins for you".
    QString countOwner(const PointsScored& e) const;
    QString gather(int dealer) const;
    QString shuffle(int dealer) const;

    // Operators for std::visit, one per event.
    QString operator()(const CutForDealShown& e) const;
    QString operator()(const CutForDealTied& e) const;
    QString operator()(const DealerChosen& e) const;
    QString operator()(const GameStarted& e) const;
    QString operator()(const CardDealt& e) const;
    QString operator()(const CardDealtToCrib& e) const;
    QString operator()(const PhaseChanged& e) const;
    QString operator()(const CardsLaidAway& e) const;
    QString operator()(const StarterTurned& e) const;
    QString operator()(const CardPlayed& e) const;
    QString operator()(const GoSaid& e) const;
    QString operator()(const CountReset& e) const;
    QString operator()(const HandShown& e) const;
    QString operator()(const CountClaimed& e) const;
    QString operator()(const CountAccepted& e) const;
    QString operator()(const MugginsCalled& e) const;
    QString operator()(const PointsScored& e) const;
    QString operator()(const GameWon& e) const;
    QString operator()(const MatchWon& e) const;

private:
    QString card(Card card) const;
    QString pegged(const PointsScored& e) const;
    QString won(const GameWon& e) const;

    SeatWords seats_;
    RuleSettings rules_;
    CardNaming naming_;
};

}  // namespace cribbage::ui
