#pragma once

#include <QCoreApplication>
#include <QString>
#include <utility>

#include "seating.h"

namespace cribbage::ui {

// How the table names the players. The screen seat is "you" (sentences for it are
// written in the second person: "You play 7♥: 17."); the others by their place around the
// table, in two forms so that translators need not change case: `subject` starts a sentence
// ("The computer plays 7♥: 17."), `name` stands inside one ("Muggins: the computer takes 2.").
// At a table of people, each person is named by their name and no one is "you": what is said
// is read by everyone at the screen.
class SeatWords {
    Q_DECLARE_TR_FUNCTIONS(SeatWords)

public:
    explicit SeatWords(Seating seating) : seating_(std::move(seating)) {}

    // Sentences about `seat` are said to "you".
    bool atScreen(int seat) const { return !tableOfPeople() && seating_.atScreen(seat); }
    bool onScreenSide(int side) const { return !tableOfPeople() && seating_.onScreenSide(side); }
    bool tableOfPeople() const { return seating_.tableOfPeople(); }
    // Four players: two sides of partners.
    bool partners() const { return seating_.sides() != seating_.players(); }
    // The two partners of `side`, each as the subject of a sentence.
    std::pair<QString, QString> partnerSubjects(int side) const;
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
    // A person's name, or a computer's among several at a table of people.
    QString properName(int seat) const;

    Seating seating_;
};

}  // namespace cribbage::ui
