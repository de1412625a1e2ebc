#include "words/guide_words.h"

#include <QStringList>

namespace cribbage::ui {

using Lesson = Guide::Lesson;

QString GuideWords::title(Lesson lesson) {
    switch (lesson) {
        case Lesson::CutForDeal:
            return tr("The cut for deal");
        case Lesson::Deal:
            return tr("The deal");
        case Lesson::LayAway:
            return tr("Laying away to the crib");
        case Lesson::Starter:
            return tr("The starter");
        case Lesson::Play:
            return tr("The play");
        case Lesson::ShowPone:
            return tr("The show: the pone's hand");
        case Lesson::ShowDealer:
            return tr("The show: the dealer's hand");
        case Lesson::Crib:
            return tr("The show: the crib");
        case Lesson::Finished:
            return tr("The end of the deal");
        case Lesson::None:
            break;
    }
    return {};
}

QString GuideWords::text(Lesson lesson, bool personDeals, bool personToMove) {
    switch (lesson) {
        case Lesson::CutForDeal:
            return tr(
                "First you and the computer each cut the pack: the lower card deals "
                "(the ace is the lowest). Click the pack where you want to cut it, or "
                "choose the place with the arrow keys and press Enter.");
        case Lesson::Deal:
            if (personDeals) {
                return personToMove
                           ? tr("Deal the cards: each of you gets six.")
                           : tr("You cut the lower card, so you deal. The dealer owns the "
                                "crib: four more cards, counted for the dealer at the end of "
                                "the deal.");
            }
            return tr(
                "The computer cut the lower card, so it deals six cards to each of you. "
                "The dealer owns the crib: four more cards, counted for the dealer at "
                "the end of the deal.");
        case Lesson::LayAway:
            return personDeals
                       ? tr("Lay two of your six cards away to the crib. The crib is yours "
                            "because you deal, so its points will be yours: give it cards "
                            "that score together, such as a pair, a five, or two cards that "
                            "make fifteen. Click two cards, then Lay away.")
                       : tr("Lay two of your six cards away to the crib. The crib is the "
                            "computer's because it deals, so its points will go to the "
                            "computer: give it cards that do not score together (no fives, no "
                            "pairs, no two cards that make fifteen). Click two cards, then Lay "
                            "away.");
        case Lesson::Starter:
            return personToMove
                       ? tr("The player who does not deal, the pone, cuts the pack and the "
                            "dealer turns up the starter: a fifth card for every hand and for "
                            "the crib in the show. You are the pone: cut the pack.")
                       : tr("The player who does not deal, the pone, cuts the pack and the "
                            "dealer turns up the starter: a fifth card for every hand and for "
                            "the crib in the show.");
        case Lesson::Play:
            return tr(
                "Now you take turns laying one card at a time, the pone first, and say "
                "the total so far: the count. It may not pass 31. A count of exactly 15 "
                "pegs 2, a card of the same rank as the one before it pegs 2 for a pair, "
                "and the last three or more cards in a run of ranks peg 1 each. Who "
                "cannot play without passing 31 says Go.");
        case Lesson::ShowPone:
            return personDeals
                       ? tr("The cards are played out; now each hand is counted with the "
                            "starter, the pone's first: the computer's, since it did not deal. "
                            "Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one "
                            "suit 4, and the jack of the starter's suit 1.")
                       : tr("The cards are played out; now each hand is counted with the "
                            "starter, the pone's first: yours, since you did not deal. Fifteens "
                            "peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and "
                            "the jack of the starter's suit 1.");
        case Lesson::ShowDealer:
            return personDeals ? tr("Then the dealer's hand: yours. The pone counts first "
                                    "because near the end of a game the pone may reach the "
                                    "winning score before the dealer counts.")
                               : tr("Then the dealer's hand: the computer's. The pone counts "
                                    "first because near the end of a game the pone may reach "
                                    "the winning score before the dealer counts.");
        case Lesson::Crib:
            return personDeals
                       ? tr("Last the crib, with the starter, for the dealer: you. It counts "
                            "like a hand, except that a flush needs the starter of the same "
                            "suit too.")
                       : tr("Last the crib, with the starter, for the dealer: the computer. "
                            "It counts like a hand, except that a flush needs the starter of "
                            "the same suit too.");
        case Lesson::Finished:
            return tr(
                "That was a whole deal. A game goes on deal after deal, the deal "
                "passing from one player to the other, until someone pegs 121. Back to "
                "your game ends the guide and takes you back to your own game; you can take "
                "this guide again from the Help menu.");
        case Lesson::None:
            break;
    }
    return {};
}

QString GuideWords::starter(bool jack) {
    return jack ? tr("The starter is a jack: the dealer pegs 2 for his heels at once.")
                : tr("Had the starter been a jack, the dealer would have pegged 2 for his "
                     "heels at once.");
}

namespace {

QString whyPoints(ScoreKind kind) {
    switch (kind) {
        case ScoreKind::Fifteen:
            return GuideWords::tr("A count of exactly 15 pegs 2.");
        case ScoreKind::ThirtyOne:
            return GuideWords::tr(
                "A count of exactly 31 pegs 2, and the count starts again "
                "from 0.");
        case ScoreKind::Pair:
            return GuideWords::tr(
                "A card of the same rank as the card before it makes a "
                "pair: 2.");
        case ScoreKind::PairRoyal:
            return GuideWords::tr("Three cards of one rank in a row make a pair royal: 6.");
        case ScoreKind::DoublePairRoyal:
            return GuideWords::tr(
                "Four cards of one rank in a row make a double pair royal: "
                "12.");
        case ScoreKind::Run:
            return GuideWords::tr(
                "The last cards played make a run of ranks, in any order: 1 "
                "a card.");
        case ScoreKind::Go:
            return GuideWords::tr(
                "Nobody could play on, so the last card pegs 1 for the go "
                "and the count starts again from 0.");
        case ScoreKind::LastCard:
            return GuideWords::tr("The last card of the play pegs 1.");
        case ScoreKind::Flush:
        case ScoreKind::Nobs:
        case ScoreKind::Heels:
        case ScoreKind::ThreeForLast:
            break;
    }
    return {};
}

}  // namespace

QString GuideWords::playPoints(const std::vector<ScoreKind>& kinds) {
    QStringList sentences;
    for (ScoreKind kind : kinds) {
        if (const QString why = whyPoints(kind); !why.isEmpty() && !sentences.contains(why)) {
            sentences.append(why);
        }
    }
    return sentences.join(QLatin1Char(' '));
}

QString GuideWords::go() {
    return tr(
        "Go: that player cannot lay a card without passing 31. The other lays as many "
        "cards as fit and pegs 1 for the last.");
}

}  // namespace cribbage::ui
