// The analysis at a table of three or four: laying one of five cards away (exact hand
// averages, the crib table, whose crib it is) and the play of the series.

#include <gtest/gtest.h>

#include <algorithm>

#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_pegging.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/multi_play_situation.h"
#include "cribbage/card_set.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

std::vector<MultiDiscardOption> analyze(std::string_view five, MultiSeat seat) {
    auto options = analyzeMultiDiscards(cards(five), seat);
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    return options.ok() ? *options : std::vector<MultiDiscardOption>{};
}

TEST(TableDiscards, FiveOptionsBestFirstWithTheExactHandAverage) {
    const auto options = analyze("5H 5S JD 4C KS", {3, 1});
    ASSERT_EQ(options.size(), 5U);
    EXPECT_TRUE(std::is_sorted(options.begin(), options.end(), [](const auto& a, const auto& b) {
        return a.netValue > b.netValue;
    }));
    const CardSet dealt = CardSet::of(cards("5H 5S JD 4C KS"));
    for (const MultiDiscardOption& option : options) {
        int total = 0;
        const auto starters = CardSet::fullDeck().without(dealt).cards();
        for (Card starter : starters) {
            total += scoreHand(option.kept, starter, FlushRule::Hand);
        }
        EXPECT_NEAR(option.handValue, total / 47.0, 1e-12);
        EXPECT_EQ(CardSet::of(option.kept) | CardSet::of(std::array{option.laidAway}), dealt);
        EXPECT_NEAR(option.netValue, option.handValue - 0.5 * option.cribValue, 1e-12);
    }
}

TEST(TableDiscards, WhoseCribItIsAndWhatItIsWorth) {
    EXPECT_EQ(cribOwner({3, 0}), MultiCribOwner::Mine);
    EXPECT_EQ(cribOwner({3, 2}), MultiCribOwner::Opponent);
    EXPECT_EQ(cribOwner({4, 2}), MultiCribOwner::Partner);
    EXPECT_EQ(cribOwner({4, 3}), MultiCribOwner::Opponent);
    EXPECT_EQ(cribWeight({3, 0}), 1.0);
    EXPECT_EQ(cribWeight({3, 1}), -0.5);
    EXPECT_EQ(cribWeight({4, 2}), 1.0);
    EXPECT_EQ(cribWeight({4, 1}), -1.0);
}

TEST(TableDiscards, TheGeneratedTableHasFivesRichestAndPartnersCribLikeMine) {
    const MultiCribTable& table = builtInTableCribTable();
    for (const auto& [players, owner] :
         {std::pair{3, MultiCribOwner::Mine}, std::pair{3, MultiCribOwner::Opponent},
          std::pair{4, MultiCribOwner::Mine}, std::pair{4, MultiCribOwner::Partner},
          std::pair{4, MultiCribOwner::Opponent}}) {
        for (int rank = 1; rank <= kRanks; ++rank) {
            const double value = table.at(players, owner, static_cast<Rank>(rank));
            EXPECT_GT(value, 3.0) << players << " " << rank;
            EXPECT_LE(value, table.at(players, owner, Rank::Five)) << players << " " << rank;
        }
    }
    for (int rank = 1; rank <= kRanks; ++rank) {
        const auto r = static_cast<Rank>(rank);
        EXPECT_NEAR(table.at(4, MultiCribOwner::Partner, r), table.at(4, MultiCribOwner::Mine, r),
                    0.1);
    }
}

TEST(TableDiscards, AFiveLaidAwayRanksHigherForTheDealerThanForAnOpponent) {
    const auto place = [](const std::vector<MultiDiscardOption>& options, Card laid) {
        return std::find_if(options.begin(), options.end(),
                            [laid](const auto& option) { return option.laidAway == laid; }) -
               options.begin();
    };
    const auto dealer = analyze("5H 9S 8D 2C AC", {3, 0});
    const auto opponent = analyze("5H 9S 8D 2C AC", {4, 1});
    EXPECT_LT(place(dealer, card("5H")), place(opponent, card("5H")));
    const auto& gift = opponent[static_cast<std::size_t>(place(opponent, card("5H")))];
    EXPECT_EQ(gift.reason.id, ReasonId::GivesFive);
    for (const MultiDiscardOption& option : opponent) {
        EXPECT_LE(option.cribValue, gift.cribValue);
    }
}

TEST(TableDiscards, RefusesWhatIsNotAFiveCardDealAtATable) {
    EXPECT_FALSE(analyzeMultiDiscards(cards("5H 5S JD 4C KS QS"), {3, 0}).ok());
    const std::vector<Card> twice{card("5H"), card("5H"), card("JD"), card("4C"), card("KS")};
    EXPECT_FALSE(analyzeMultiDiscards(twice, {3, 0}).ok());
    EXPECT_FALSE(analyzeMultiDiscards(cards("5H 5S JD 4C KS"), {2, 0}).ok());
    EXPECT_FALSE(analyzeMultiDiscards(cards("5H 5S JD 4C KS"), {3, 3}).ok());
    EXPECT_FALSE(analyzeMultiDiscards(cards("5H 5S JD 4C KS"), {4, -1}).ok());
}

// The pegging models fitted on Reference players at three and at four: low cards serve the
// play, tens least, most for the dealer; nothing for a seat that is not at the table.
TEST(TablePegging, LowCardsPegForTheSideAtThreeAndFour) {
    const auto hand = [](std::string_view four) {
        const auto c = cards(four);
        return Hand4{c[0], c[1], c[2], c[3]};
    };
    const Hand4 low = hand("AC 2D 3H 4S");
    const Hand4 tens = hand("TC JD QH KS");
    for (const int players : {3, 4}) {
        for (int position = 0; position < players; ++position) {
            EXPECT_GT(multiPeggingValue(low, {players, position}),
                      multiPeggingValue(tens, {players, position}))
                << players << " " << position;
        }
        const double dealerGain =
            multiPeggingValue(low, {players, 0}) - multiPeggingValue(tens, {players, 0});
        const double leftGain =
            multiPeggingValue(low, {players, 1}) - multiPeggingValue(tens, {players, 1});
        EXPECT_GT(dealerGain, 1.0) << players;
        EXPECT_GT(dealerGain, leftGain) << players;
    }
    EXPECT_EQ(multiPeggingValue(low, {3, 3}), 0.0);
    EXPECT_EQ(multiPeggingValue(low, {4, 4}), 0.0);
    EXPECT_EQ(multiPeggingValue(low, {2, 0}), 0.0);
}

MultiPlayPosition tablePosition(int players, std::string_view hand, std::string_view series,
                                std::vector<int> held, std::optional<int> last) {
    MultiPlayPosition p;
    p.players = players;
    p.seat = 1;
    p.hand = cards(hand);
    p.series = cards(series);
    p.cardsHeld = std::move(held);
    p.lastToPlay = last;
    p.unseen = CardSet::fullDeck().without(CardSet::of(p.hand) | CardSet::of(p.series));
    return p;
}

TEST(TablePlay, TakesTheFifteen) {
    Rng rng(1);
    const auto fifteen = analyzeMultiPlay(tablePosition(3, "8H 9D KS 2C", "7S", {3, 4, 4}, 0),
                                          {.holdings = 64}, rng);
    ASSERT_EQ(fifteen.size(), 4U);
    EXPECT_EQ(fifteen.front().card, card("8H"));
    EXPECT_EQ(fifteen.front().reason.id, ReasonId::MakesFifteen);
}

TEST(TablePlay, CountsTheGoAndTheLastCardExactlyWhenNobodyElseHolds) {
    Rng rng(1);
    // The others have played out: I lay both my cards, the last card is mine.
    const auto options =
        analyzeMultiPlay(tablePosition(3, "2C 3D", "KS QD", {0, 2, 0}, 0), {.holdings = 4}, rng);
    ASSERT_EQ(options.size(), 2U);
    for (const MultiPlayOption& option : options) {
        EXPECT_DOUBLE_EQ(option.sidePoints, 1.0) << toString(option.card);
        EXPECT_DOUBLE_EQ(option.opponentPoints, 0.0);
    }
}

TEST(TablePlay, NoCardThatFitsIsAGo) {
    Rng rng(1);
    EXPECT_TRUE(
        analyzeMultiPlay(tablePosition(4, "KD QC", "9S 8H 7D", {2, 2, 2, 2}, 0), {}, rng).empty());
}

TEST(TablePlay, InFourAPartnersPointsAreTheSides) {
    Rng rng(3);
    // Seat 1 with 31 to make: the two it scores go to its side whoever follows.
    const auto options = analyzeMultiPlay(tablePosition(4, "KD 2C", "9S 8H 4D", {1, 2, 1, 1}, 0),
                                          {.holdings = 32}, rng);
    ASSERT_FALSE(options.empty());
    EXPECT_EQ(options.front().card, card("KD"));
    EXPECT_EQ(options.front().reason.id, ReasonId::MakesThirtyOne);
    EXPECT_GE(options.front().sidePoints, 2.0);
}

TEST(TablePlay, DealsNoFittingCardToASeatThatSaidGo) {
    Rng rng(5);
    // I laid last at 24 and the dealer's right said Go: its two cards are above 7, so after my
    // ace (25) it still cannot lay and, the dealer holding none, the last card is mine.
    MultiPlayPosition saidGo = tablePosition(3, "AC", "KS 9H 5D", {0, 1, 2}, 1);
    saidGo.heldAbove = {0, 0, 7};
    const auto options = analyzeMultiPlay(saidGo, {.holdings = 64}, rng);
    ASSERT_EQ(options.size(), 1U);
    EXPECT_DOUBLE_EQ(options.front().sidePoints, 1.0);
    EXPECT_DOUBLE_EQ(options.front().opponentPoints, 0.0);
}

// Needing 2 to win, the 8H makes 15 with the 7S and the game ends there: with pegging out
// weighed that line is won, worth kPeggedOutWorth more than its points; by points alone no
// line is worth that much.
TEST(TablePlay, PeggingOutEndsTheLineWonWhenTheLimitsSaySo) {
    MultiPlayPosition near = tablePosition(3, "8H 9D KS 2C", "7S", {3, 4, 4}, 0);
    near.toWin = {40, 2, 40};
    Rng rng(1);
    const auto byPoints = analyzeMultiPlay(near, {.holdings = 64}, rng);
    for (const MultiPlayOption& option : byPoints) {
        EXPECT_LT(option.rankValue, 10.0) << toString(option.card);
    }
    const auto won = analyzeMultiPlay(near, {.holdings = 64, .peggingOut = true}, rng);
    ASSERT_EQ(won.size(), 4U);
    EXPECT_EQ(won.front().card, card("8H"));
    EXPECT_GE(won.front().rankValue, kPeggedOutWorth + 2);
    EXPECT_DOUBLE_EQ(won.front().sidePoints, 2.0);  // nothing is pegged after the game is won
    EXPECT_DOUBLE_EQ(won.front().opponentPoints, 0.0);
}

// The view of the dealer's left (seat 1) at a table of three, the dealer seat 0, in the play
// holding 3C 4D.
SeatView leftViewHolding3C4D() {
    SeatView view;
    view.seat = 1;
    view.rules.players = 3;
    view.phase = Phase::Play;
    view.dealer = 0;
    view.hand = cards("3C 4D");
    return view;
}

// What each seat still needs to win, from the scores its view shows.
TEST(TablePlay, ReadsWhatEachSeatNeedsFromTheView) {
    SeatView view = leftViewHolding3C4D();
    view.played = {{}, {}, {}};
    view.cardsHeld = {4, 2, 4};
    view.scores = {100, 115, 90};
    const auto position = multiPlayPositionFromView(view);
    ASSERT_TRUE(position.has_value());
    EXPECT_EQ(position->toWin, (std::vector<int>{21, 6, 31}));
}

TEST(TablePlay, ReadsTheGoesOfTheSeriesFromTheView) {
    // Three players, I am the dealer's left (seat 1, the dealer seat 0): I laid KS, the
    // right 9H, the dealer 5D, I 2C (26); the right and the dealer, holding cards, said Go.
    SeatView view = leftViewHolding3C4D();
    view.starter = card("JH");
    view.played = {cards("5D"), cards("KS 2C"), cards("9H")};
    view.series = cards("KS 9H 5D 2C");
    view.cardsHeld = {3, 2, 3};
    const auto position = multiPlayPositionFromView(view);
    ASSERT_TRUE(position.has_value());
    EXPECT_EQ(position->heldAbove, (std::vector<int>{5, 0, 5}));
}

// The reasons name who plays next at the table: an opponent ("the next player"), my partner
// when the opponent after me is out of cards, or nobody.
TEST(TablePlayReason, SaysWhoPlaysNext) {
    const auto reasonFor = [](const MultiPlayPosition& p, std::string_view played) {
        Rng rng(1);
        for (const MultiPlayOption& option : analyzeMultiPlay(p, {.holdings = 4}, rng)) {
            if (option.card == card(played)) {
                return renderReason(option.reason, p.players);
            }
        }
        return std::string("not an option");
    };
    // 9C on 3S leaves 12: the next seat, an opponent, makes 15 with a three.
    EXPECT_EQ(reasonFor(tablePosition(4, "9C KD", "3S", {1, 3, 3, 3}, 0), "9C"),
              "9C brings the count to 12: the next player makes 15 with any of the threes.");
    // The opponent after me holds nothing: my partner plays next.
    EXPECT_EQ(reasonFor(tablePosition(4, "9C KD", "3S", {1, 3, 0, 3}, 0), "9C"),
              "9C brings the count to 12: your partner, next to play, makes 15 with any of the "
              "threes.");
    // Nobody else holds a card.
    EXPECT_EQ(reasonFor(tablePosition(3, "9C KD", "3S", {0, 2, 0}, 0), "9C"),
              "9C brings the count to 12, where nobody else can lay a card.");
    // The other two said Go at 24: on 27 neither can lay.
    MultiPlayPosition saidGo = tablePosition(3, "3C 2C", "KS 9H 5D", {2, 2, 2}, 1);
    saidGo.heldAbove = {7, 0, 7};
    EXPECT_EQ(reasonFor(saidGo, "3C"),
              "3C brings the count to 27, where nobody else can lay a card.");
}

TEST(TablePlayReason, TheCribAtATableIsFilledByTheOthers) {
    const Reason salts{ReasonId::SaltsOwnCrib, {cards("4C 5S 6S JD"), 9.8, cards("5H"), 6.6}};
    EXPECT_EQ(renderReason(salts, 3),
              "Keeps 4C 5S 6S JD (9.8 on average) and lays 5H in your own crib, worth 6.6 on "
              "average with the cards the others add.");
    EXPECT_EQ(renderReason(salts, 2), renderReason(salts));
    EXPECT_NE(renderReason(salts).find("with the pone's cards."), std::string::npos);
}

// A play told by places from the dealer: the position the analysis reads.
TEST(MultiPlaySituation, BuildsThePositionWhenItIsMyTurn) {
    const auto history = parseMultiPlayHistory("l:JH r:KC d:AS l:KD | r:3S", 3);
    ASSERT_TRUE(history.ok()) << history.error();
    const auto position = makeMultiPlayPosition({.players = 3,
                                                 .seat = 0,
                                                 .hand = cards("AS 4S 2S 6H"),
                                                 .laidAway = cards("QC"),
                                                 .starter = card("5H"),
                                                 .history = *history});
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->seat, 0);
    EXPECT_EQ(position->hand, cards("4S 2S 6H"));
    EXPECT_EQ(position->cardsHeld, (std::vector<int>{3, 2, 2}));
    EXPECT_EQ(position->series, cards("3S"));
    EXPECT_EQ(position->lastToPlay, 2);
    // 52 less my four, my crib card, the starter and the four others' cards played.
    EXPECT_EQ(position->unseen.size(), 52 - 4 - 1 - 1 - 4);
    // Nobody said Go: nothing is known of the others' cards.
    EXPECT_EQ(position->heldAbove, (std::vector<int>{0, 0, 0}));
}

TEST(MultiPlaySituation, TheGoesSaidTellWhatTheOthersHold) {
    // At 26 after my 2C the right and the dealer said Go: their cards are above 5.
    const auto history = parseMultiPlayHistory("l:KS r:9H d:5D l:2C", 3);
    ASSERT_TRUE(history.ok()) << history.error();
    const auto position = makeMultiPlayPosition({.players = 3,
                                                 .seat = 1,
                                                 .hand = cards("KS 2C 3C 4D"),
                                                 .laidAway = cards("QC"),
                                                 .starter = card("JH"),
                                                 .history = *history});
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->heldAbove, (std::vector<int>{5, 0, 5}));
}

TEST(MultiPlaySituation, RefusesWhatTheRulesDoNotAllow) {
    const auto refused = [](std::string_view history, int players, int seat) {
        const auto parsed = parseMultiPlayHistory(history, players);
        if (!parsed) {
            return parsed.error();
        }
        const auto position = makeMultiPlayPosition({.players = players,
                                                     .seat = seat,
                                                     .hand = cards("5S 4S 2S 6H"),
                                                     .laidAway = {},
                                                     .starter = card("5H"),
                                                     .history = *parsed});
        return position.ok() ? std::string("accepted") : position.error();
    };
    EXPECT_NE(refused("a:KD", 3, 0).find("bad play entry"), std::string::npos);
    EXPECT_NE(refused("", 3, 0).find("it was the turn of the dealer's left"), std::string::npos);
    EXPECT_NE(refused("l:KH r:AC", 4, 0).find("it was the turn of the player across"),
              std::string::npos);
    EXPECT_NE(refused("l:JH d:4C", 3, 2).find("you had to play"), std::string::npos);
    // The dealer's right said Go at 26: a king does not fit then, an ace would have.
    EXPECT_NE(refused("l:6H r:KD d:5C l:5S d:4D r:KH", 3, 1).find("said Go and cannot lay KH"),
              std::string::npos);
    EXPECT_NE(refused("l:6H r:KD d:5C l:5S d:4D r:AH", 3, 1).find("who held AH (laid later)"),
              std::string::npos);
    EXPECT_NE(refused("l:5S r:KD d:KC | r:AC", 3, 1).find("ended while you could still play"),
              std::string::npos);
    EXPECT_NE(refused("l:KH r:QD d:6H l:5D", 3, 0).find("the count is 31"), std::string::npos);
    EXPECT_NE(refused("l:KH r:QD l:AC", 3, 0).find("you had to play"), std::string::npos);
    EXPECT_EQ(refused("l:KH r:5S d:KC l:AC", 3, 2), "accepted");
}

// A Go the rest of the history belies, and a turn when no one can play: refused.
TEST(MultiPlaySituation, RefusesAGoThatCouldNotBeAndATurnWhenNoOneCanPlay) {
    const auto refused = [](std::string_view history, int seat) {
        const auto parsed = parseMultiPlayHistory(history, 3);
        if (!parsed) {
            return parsed.error();
        }
        const auto position = makeMultiPlayPosition({.players = 3,
                                                     .seat = seat,
                                                     .hand = cards("KS QS JS TS"),
                                                     .laidAway = {},
                                                     .starter = card("5H"),
                                                     .history = *parsed});
        return position.ok() ? std::string("accepted") : position.error();
    };
    // The dealer's right passed at 25 holding the 2C it leads with later.
    EXPECT_EQ(refused("l:KS r:KD d:5C | l:QS r:2C", 1),
              "series 1: when it ended, it was the turn of the dealer's right, who held 2C "
              "(laid later), which fits a count of 25");
    EXPECT_EQ(refused("l:KS r:KD d:5C d:4H | l:QS r:2C", 1),
              "series 1: it was the turn of the dealer's right, who held 2C (laid later), which "
              "fits a count of 25");
    // At 28 after my king neither of the others can lay, nor can I: the series is over.
    EXPECT_EQ(refused("l:9C r:9D d:KS", 0),
              "nobody can play at the count of 28: the series is over; write | before the next "
              "card");
    // At 30 I cannot lay but the dealer's left, who laid last, may: my Go.
    EXPECT_EQ(refused("l:9C r:9D d:KS l:2C", 0), "accepted");
}

}  // namespace
}  // namespace cribbage::testing
