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
    // The two partners of `side`, the subject of a sentence: the first as it begins the
    // sentence ("The computer"), the second as it is named within it ("the computer").
    std::pair<QString, QString> partnerSubjects(int side) const;
    // The seat is called by a proper name (a person's, "Computer 1"), not by its place: a
    // sentence naming it takes the name's grammar ("la mano di Maria", not "del").
    bool named(int seat) const;
    QString subject(int seat) const;
    QString name(int seat) const;
    // What a screen reader and the crib's caption call a seat's cards: "your hand", "the hand
    // of Maria", "the cards the computer played", "the crib of the computer".
    QString handOf(int seat) const;
    QString playedBy(int seat) const;
    QString cribOf(int seat) const;
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
