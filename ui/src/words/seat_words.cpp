#include "words/seat_words.h"

#include "words/numbers.h"

namespace cribbage::ui {
namespace {

enum class Place { Person, Computer, Left, Opposite, Right, Partner, Named, NamedComputer };

int computersIn(const Seating& seating) {
    return seating.players() - peopleIn(seating.lineup);
}

Place placeOf(const Seating& seating, int seat) {
    if (seating.tableOfPeople()) {
        if (isPerson(seating.lineup[seat])) {
            return Place::Named;
        }
        return computersIn(seating) == 1 ? Place::Computer : Place::NamedComputer;
    }
    const int place = seating.placeFromScreen(seat);
    if (place == 0) {
        return Place::Person;
    }
    if (seating.players() == 2) {
        return Place::Computer;
    }
    if (seating.onScreenSide(seating.sideOf(seat))) {
        return Place::Partner;
    }
    if (place == 1) {
        return Place::Left;
    }
    return place == seating.players() - 1 ? Place::Right : Place::Opposite;
}

}  // namespace

QString SeatWords::properName(int seat) const {
    if (placeOf(seating_, seat) == Place::NamedComputer) {
        return tr("Computer %1", "a computer's name at a table of people: the first, second...")
            .arg(localeNumber(seating_.computerNumber(seat)));
    }
    const QString name = seating_.personName(seat);
    return name.isEmpty()
               ? tr("Player %1", "a person who gave no name, by seat").arg(localeNumber(seat + 1))
               : name;
}

bool SeatWords::named(int seat) const {
    const Place place = placeOf(seating_, seat);
    return place == Place::Named || place == Place::NamedComputer;
}

// Phrases about a seat other than "you" have two wordings: by the seat's place ("the crib
// of %1" with "the computer") or by its proper name (with "Maria").
QString SeatWords::handOf(int seat) const {
    if (atScreen(seat)) {
        return tr("your hand");
    }
    return named(seat) ? tr("the hand of %1", "%1 is a name").arg(name(seat))
                       : tr("the hand of %1").arg(name(seat));
}

QString SeatWords::playedBy(int seat) const {
    if (atScreen(seat)) {
        return tr("the cards you played");
    }
    return named(seat) ? tr("the cards %1 played", "%1 is a name").arg(name(seat))
                       : tr("the cards %1 played").arg(name(seat));
}

QString SeatWords::cribOf(int seat) const {
    if (atScreen(seat)) {
        return tr("your crib");
    }
    return named(seat) ? tr("the crib of %1", "%1 is a name").arg(name(seat))
                       : tr("the crib of %1").arg(name(seat));
}

QString SeatWords::subject(int seat) const {
    switch (placeOf(seating_, seat)) {
        case Place::Person:
            return tr("You");
        case Place::Computer:
            return tr("The computer");
        case Place::Left:
            return tr("The player on your left");
        case Place::Opposite:
            return tr("The player opposite");
        case Place::Right:
            return tr("The player on your right");
        case Place::Partner:
            return tr("Your partner");
        case Place::Named:
        case Place::NamedComputer:
            return properName(seat);
    }
    return {};
}

QString SeatWords::name(int seat) const {
    switch (placeOf(seating_, seat)) {
        case Place::Person:
            return tr("you");
        case Place::Computer:
            return tr("the computer");
        case Place::Left:
            return tr("the player on your left");
        case Place::Opposite:
            return tr("the player opposite");
        case Place::Right:
            return tr("the player on your right");
        case Place::Partner:
            return tr("your partner");
        case Place::Named:
        case Place::NamedComputer:
            return properName(seat);
    }
    return {};
}

QString SeatWords::label(int seat) const {
    switch (placeOf(seating_, seat)) {
        case Place::Person:
            return tr("You", "a label");
        case Place::Computer:
            return tr("Computer", "a label");
        case Place::Left:
            return tr("Left", "a label: the player on your left");
        case Place::Opposite:
            return tr("Opposite", "a label: the player opposite you");
        case Place::Right:
            return tr("Right", "a label: the player on your right");
        case Place::Partner:
            return tr("Partner", "a label");
        case Place::Named:
        case Place::NamedComputer:
            return properName(seat);
    }
    return {};
}

QString SeatWords::sideSubject(int side) const {
    return subject(seating_.seatOfSide(side));
}

std::pair<QString, QString> SeatWords::partnerSubjects(int side) const {
    const int first = seating_.seatOfSide(side);
    const int second = seating_.partnerOf(first);
    // `name` is worded for an article the sentence writes ("del %1"); beside another partner,
    // "the computer" has no article but its own ("Tom e il computer").
    if (placeOf(seating_, second) == Place::Computer) {
        return {subject(first), tr("the computer",
                                   "the second of two partners, as the subject: "
                                   "Maria and the computer win")};
    }
    return {subject(first), name(second)};
}

QString SeatWords::sideLabel(int side) const {
    if (!partners()) {
        return label(seating_.seatOfSide(side));
    }
    if (tableOfPeople()) {
        const int first = seating_.seatOfSide(side);
        const int second = seating_.partnerOf(first);
        if (!isPerson(seating_.lineup[first]) && !isPerson(seating_.lineup[second])) {
            return tr("Computers", "a label: two computers as partners");
        }
        return tr("%1 and %2", "a label: two partners").arg(label(first), label(second));
    }
    return seating_.onScreenSide(side) ? tr("You and partner", "a label")
                                       : tr("Opponents", "a label");
}

}  // namespace cribbage::ui
