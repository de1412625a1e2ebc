#include "words/seat_words.h"

namespace cribbage::ui {
namespace {

enum class Place { Person, Computer, Left, Opposite, Right, Partner };

Place placeOf(const Seating& seating, int seat) {
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
    }
    return {};
}

QString SeatWords::sideSubject(int side) const {
    return subject(seating_.seatOfSide(side));
}

QString SeatWords::sideLabel(int side) const {
    if (!partners()) {
        return label(seating_.seatOfSide(side));
    }
    return seating_.onScreenSide(side) ? tr("You and partner", "a label")
                                       : tr("Opponents", "a label");
}

}  // namespace cribbage::ui
