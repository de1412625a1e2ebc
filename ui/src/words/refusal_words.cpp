#include "words/refusal_words.h"

#include "words/card_words.h"
#include "words/numbers.h"

namespace cribbage::ui {
namespace {

int number(const Error& error, std::size_t which) {
    const auto* value = which < error.args.size() ? std::get_if<int>(&error.args[which]) : nullptr;
    return value ? *value : 0;
}

QString card(const Error& error, std::size_t which) {
    const auto* value = which < error.args.size() ? std::get_if<Card>(&error.args[which]) : nullptr;
    return value ? cardName(*value) : QString();
}

}  // namespace

QString RefusalWords::seatName(const Error& error, std::size_t which) const {
    return which < error.seats.size() ? seats_.name(error.seats[which]) : QString();
}

QString RefusalWords::sentence(const Error& error) const {
    switch (error.code) {
        case ErrorCode::NotYourTurn:
            return error.seats.size() > 1 && seats_.named(error.seats[1])
                       ? tr("It is not your turn: %1 is to play.", "%1 is a name")
                             .arg(seatName(error, 1))
                       : tr("It is not your turn: %1 is to play.").arg(seatName(error, 1));
        case ErrorCode::WrongPhase:
        case ErrorCode::NoSuchSeat:
            return tr("That cannot be done now.");
        case ErrorCode::AlreadyLaidAway:
            return tr("Your cards are already in the crib.");
        case ErrorCode::WrongLayAwayCount:
            return tr("Choose %n card(s) for the crib.", "", number(error, 0));
        case ErrorCode::CardNotHeld:
            return tr("You do not hold %1.").arg(card(error, 0));
        case ErrorCode::CardLaidAwayTwice:
            return tr("%1 is chosen twice.").arg(card(error, 0));
        case ErrorCode::CutDepthOutOfRange:
            return tr("Cut between %1 and %2 cards down.")
                .arg(localeNumber(number(error, 0)), localeNumber(number(error, 1)));
        case ErrorCode::CountPastThirtyOne:
            return tr("%1 would make the count %2: the count may not pass 31.")
                .arg(card(error, 0), localeNumber(number(error, 1)));
        case ErrorCode::MustPlayNotGo:
            return tr("You cannot say Go: %1 can be played.").arg(card(error, 0));
        case ErrorCode::NegativeClaim:
            return tr("A count cannot be less than 0.");
        case ErrorCode::ClaimAboveCount:
            return tr("Not quite: your cards are not worth %n point(s). Count again.", "",
                      number(error, 0));
        case ErrorCode::NothingMissed:
            return tr("Nothing was missed: the count of %n is right.", "", number(error, 0));
        case ErrorCode::OwnSideCount:
            return error.seats.size() > 1 && error.seats[0] == error.seats[1]
                       ? tr("You cannot call muggins on your own count.")
                       : tr("You cannot call muggins on your partner's count.");
        case ErrorCode::GameAlreadyWon:
            return tr("This game is already won: the next one is dealt as usual.");
        case ErrorCode::MatchOver:
            return tr("The match is over.");
        default:
            // The settings and the match standing are checked before a match begins; the
            // rest are not refusals of a move.
            return tr("A new match could not begin with these settings.");
    }
}

}  // namespace cribbage::ui
