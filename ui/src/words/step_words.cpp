#include "words/step_words.h"

#include <algorithm>

#include "words/card_words.h"
#include "words/count_words.h"
#include "words/numbers.h"
#include "words/win_words.h"

namespace cribbage::ui {
namespace {

// The side with the most points after the winner.
int bestLoser(const std::vector<int>& points, int winner) {
    int best = -1;
    for (int side = 0; side < static_cast<int>(points.size()); ++side) {
        if (side != winner && (best < 0 || points[static_cast<std::size_t>(side)] >
                                               points[static_cast<std::size_t>(best)])) {
            best = side;
        }
    }
    return best;
}

}  // namespace

QString StepWords::sentence(const PendingStep& step) const {
    if (const auto* gather = std::get_if<Gather>(&step)) {
        return this->gather(gather->dealer);
    }
    if (const auto* shuffle = std::get_if<Shuffle>(&step)) {
        return this->shuffle(shuffle->dealer);
    }
    return sentence(std::get<Event>(step));
}

QString StepWords::judging(const Event& judgement, const PointsScored& claimed) const {
    return sentence(judgement) + QLatin1Char(' ') + sentence(Event{claimed});
}

QString StepWords::sentence(const Event& event) const {
    return std::visit(*this, event);
}

QString StepWords::card(Card card) const {
    return naming_ == CardNaming::Spoken ? CardWords::spoken(card) : cardName(card);
}

QString StepWords::go() {
    return tr("Go", "what a player says when no card fits under 31");
}

QString StepWords::countOwner(const PointsScored& e) const {
    const bool person = seats_.atScreen(e.seat);
    switch (e.source) {
        case ScoreSource::Crib:
            return person ? tr("Your crib")
                   : seats_.named(e.seat)
                       ? tr("The crib of %1", "%1 is a name").arg(seats_.name(e.seat))
                       : tr("The crib of %1").arg(seats_.name(e.seat));
        case ScoreSource::Muggins:
            return person ? tr("Muggins for you")
                   : seats_.named(e.seat)
                       ? tr("Muggins for %1", "%1 is a name").arg(seats_.name(e.seat))
                       : tr("Muggins for %1").arg(seats_.name(e.seat));
        default:
            return person ? tr("Your hand")
                   : seats_.named(e.seat)
                       ? tr("The hand of %1", "%1 is a name").arg(seats_.name(e.seat))
                       : tr("The hand of %1").arg(seats_.name(e.seat));
    }
}

QString StepWords::gather(int dealer) const {
    return seats_.atScreen(dealer) ? tr("You gather the cards.")
                                   : tr("%1 gathers the cards.").arg(seats_.subject(dealer));
}

QString StepWords::shuffle(int dealer) const {
    return seats_.atScreen(dealer) ? tr("You deal.") : tr("%1 deals.").arg(seats_.subject(dealer));
}

QString StepWords::operator()(const CutForDealShown& e) const {
    return seats_.atScreen(e.seat) ? tr("You cut %1.").arg(card(e.card))
                                   : tr("%1 cuts %2.").arg(seats_.subject(e.seat), card(e.card));
}

QString StepWords::operator()(const CutForDealTied&) const {
    return tr("A tie: cut again.");
}

QString StepWords::operator()(const DealerChosen& e) const {
    return seats_.atScreen(e.dealer) ? tr("You deal first.")
                                     : tr("%1 deals first.").arg(seats_.subject(e.dealer));
}

QString StepWords::operator()(const GameStarted& e) const {
    return tr("Game %1.").arg(localeNumber(e.gameNumber));
}

QString StepWords::operator()(const CardDealt&) const {
    return {};
}

QString StepWords::operator()(const CardDealtToCrib&) const {
    return tr("A card from the pack goes to the crib.");
}

QString StepWords::operator()(const PhaseChanged&) const {
    return {};
}

QString StepWords::operator()(const CardsLaidAway& e) const {
    // Another seat's cards may be left out (the scene's log): how many is the rules'.
    const int cards = cardsLaidAwayEach(rules_);
    return seats_.atScreen(e.seat)
               ? tr("You lay %n card(s) away to the crib.", "", cards)
               : tr("%1 lays %n card(s) away to the crib.", "", cards).arg(seats_.subject(e.seat));
}

QString StepWords::operator()(const StarterTurned& e) const {
    return tr("The starter is %1.").arg(card(e.starter));
}

QString StepWords::operator()(const CardPlayed& e) const {
    const QString played = card(e.card);
    const QString count = localeNumber(e.count);
    return seats_.atScreen(e.seat)
               ? tr("You play %1: %2.").arg(played, count)
               : tr("%1 plays %2: %3.").arg(seats_.subject(e.seat), played, count);
}

QString StepWords::operator()(const GoSaid& e) const {
    return seats_.atScreen(e.seat) ? tr("You say Go.")
                                   : tr("%1 says Go.").arg(seats_.subject(e.seat));
}

QString StepWords::operator()(const CountReset&) const {
    return tr("The count goes back to 0.");
}

QString StepWords::operator()(const HandShown& e) const {
    if (e.crib) {
        return seats_.atScreen(e.seat) ? tr("Your crib.")
               : seats_.named(e.seat)
                   ? tr("The crib of %1.", "%1 is a name").arg(seats_.name(e.seat))
                   : tr("The crib of %1.").arg(seats_.name(e.seat));
    }
    return seats_.atScreen(e.seat) ? tr("Your hand.")
           : seats_.named(e.seat)  ? tr("The hand of %1.", "%1 is a name").arg(seats_.name(e.seat))
                                   : tr("The hand of %1.").arg(seats_.name(e.seat));
}

QString StepWords::operator()(const CountClaimed& e) const {
    return seats_.atScreen(e.seat)
               ? tr("You claim %n point(s).", "", e.points)
               : tr("%1 claims %n point(s).", "", e.points).arg(seats_.subject(e.seat));
}

QString StepWords::operator()(const CountAccepted& e) const {
    return seats_.atScreen(e.seat) ? tr("You accept the count.")
                                   : tr("%1 accepts the count.").arg(seats_.subject(e.seat));
}

QString StepWords::operator()(const MugginsCalled& e) const {
    return seats_.atScreen(e.seat) ? tr("Muggins! You call it.")
                                   : tr("Muggins! %1 calls it.").arg(seats_.subject(e.seat));
}

QString StepWords::operator()(const PointsScored& e) const {
    return pegged(e);
}

QString StepWords::pegged(const PointsScored& e) const {
    switch (e.source) {
        case ScoreSource::Heels:
            return seats_.atScreen(e.seat) ? tr("His heels: you peg %n.", "", e.points)
                   : seats_.named(e.seat)
                       ? tr("His heels: %1 pegs %n.", "%1 is a name", e.points)
                             .arg(seats_.name(e.seat))
                       : tr("His heels: %1 pegs %n.", "", e.points).arg(seats_.name(e.seat));
        case ScoreSource::Play: {
            const QString said = CountWords::playCount(e.items);
            return seats_.atScreen(e.seat)
                       ? tr("You peg %n: %1.", "", e.points).arg(said)
                       : tr("%1 pegs %n: %2.", "", e.points).arg(seats_.subject(e.seat), said);
        }
        case ScoreSource::Hand:
        case ScoreSource::Crib: {
            QString said = CountWords::showCount(e.items);
            if (!said.isEmpty()) {
                said[0] = said[0].toUpper();
            }
            return tr("%1.", "the count of a hand said aloud, as a sentence").arg(said);
        }
        case ScoreSource::Muggins:
            return seats_.atScreen(e.seat)
                       ? tr("Muggins: you take the %n point(s) missed.", "", e.points)
                   : seats_.named(e.seat)
                       ? tr("Muggins: %1 takes the %n point(s) missed.", "%1 is a name", e.points)
                             .arg(seats_.name(e.seat))
                       : tr("Muggins: %1 takes the %n point(s) missed.", "", e.points)
                             .arg(seats_.name(e.seat));
        case ScoreSource::ThreeForLast:
            return seats_.atScreen(e.seat)
                       ? tr("Three for last: you peg %n.", "five-card cribbage", e.points)
                   : seats_.named(e.seat)
                       ? tr("Three for last: %1 pegs %n.", "five-card cribbage; %1 is a name",
                            e.points)
                             .arg(seats_.name(e.seat))
                       : tr("Three for last: %1 pegs %n.", "five-card cribbage", e.points)
                             .arg(seats_.name(e.seat));
    }
    return {};
}

QString StepWords::operator()(const GameWon& e) const {
    return won(e);
}

QString StepWords::won(const GameWon& e) const {
    // Points past the game hole are not pegged: the winner's score is the target.
    const auto pegged = [&](int side) {
        return localeNumber(std::min(e.scores[static_cast<std::size_t>(side)], rules_.target));
    };
    const QString score = tr("%1 to %2", "a game's final score")
                              .arg(pegged(e.side), pegged(bestLoser(e.scores, e.side)));
    const QString worth = WinWords::worth(e.kind, e.gamePoints);
    if (seats_.onScreenSide(e.side) && seats_.partners()) {
        return worth.isEmpty() ? tr("You and your partner win the game, %1.").arg(score)
                               : tr("You and your partner win the game, %1: %2.").arg(score, worth);
    }
    if (seats_.onScreenSide(e.side)) {
        return worth.isEmpty() ? tr("You win the game, %1.").arg(score)
                               : tr("You win the game, %1: %2.").arg(score, worth);
    }
    if (seats_.partners() && seats_.tableOfPeople()) {
        const auto [first, second] = seats_.partnerSubjects(e.side);
        return worth.isEmpty()
                   ? tr("%1 and %2 win the game, %3.").arg(first, second, score)
                   : tr("%1 and %2 win the game, %3: %4.").arg(first, second, score, worth);
    }
    if (seats_.partners()) {
        return worth.isEmpty() ? tr("Your opponents win the game, %1.").arg(score)
                               : tr("Your opponents win the game, %1: %2.").arg(score, worth);
    }
    const QString winner = seats_.sideSubject(e.side);
    return worth.isEmpty() ? tr("%1 wins the game, %2.").arg(winner, score)
                           : tr("%1 wins the game, %2: %3.").arg(winner, score, worth);
}

QString StepWords::operator()(const MatchWon& e) const {
    const auto points = [&](int side) {
        return localeNumber(e.gamePoints[static_cast<std::size_t>(side)]);
    };
    const QString winner = points(e.side);
    const QString loser = points(bestLoser(e.gamePoints, e.side));
    if (seats_.onScreenSide(e.side) && seats_.partners()) {
        return tr("You and your partner win the match, %1 games to %2.").arg(winner, loser);
    }
    if (seats_.onScreenSide(e.side)) {
        return tr("You win the match, %1 games to %2.").arg(winner, loser);
    }
    if (seats_.partners() && seats_.tableOfPeople()) {
        const auto [first, second] = seats_.partnerSubjects(e.side);
        return tr("%1 and %2 win the match, %3 games to %4.").arg(first, second, winner, loser);
    }
    if (seats_.partners()) {
        return tr("Your opponents win the match, %1 games to %2.").arg(winner, loser);
    }
    return tr("%1 wins the match, %2 games to %3.").arg(seats_.sideSubject(e.side), winner, loser);
}

}  // namespace cribbage::ui
