#pragma once

#include <QCoreApplication>
#include <QString>

#include "seating.h"

namespace cribbage::ui {

// How the table names the players. The screen seat is "you" (sentences for it are
// written in the second person: "You play 7♥: 17."); the others by their place around the
// table, in two forms so that translators need not change case: `subject` starts a sentence
// ("The computer plays 7♥: 17."), `name` stands inside one ("Muggins: the computer takes 2.").
class SeatWords {
    Q_DECLARE_TR_FUNCTIONS(SeatWords)

public:
    explicit SeatWords(Seating seating) : seating_(seating) {}

    bool atScreen(int seat) const { return seating_.atScreen(seat); }
    bool onScreenSide(int side) const { return seating_.onScreenSide(side); }
    // Four players: two sides of partners.
    bool partners() const { return seating_.sides() != seating_.players(); }
    QString subject(int seat) const;
    QString name(int seat) const;
    // A short label for the seat on the board and beside the cards: "You", "Computer".
    QString label(int seat) const;
    // Another side, without partners, to start a sentence: its player's subject. (The
    // person's side is "you"; with partners the other side is "your opponents".)
    QString sideSubject(int side) const;
    // A side's short label: "You", "Computer"; with partners "You and partner", "Opponents".
    QString sideLabel(int side) const;

private:
    Seating seating_;
};

}  // namespace cribbage::ui
