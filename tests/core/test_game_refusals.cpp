// Every refusal of the engine carries its code, the seats it names and its arguments, so that a
// UI can say it in its own words (the messages are checked in test_game_illegal.cpp).

#include <gtest/gtest.h>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

void expectRefusal(const Error& error, ErrorCode code, const std::vector<int>& seats,
                   const std::vector<ErrorArg>& args = {}) {
    EXPECT_EQ(error.code, code) << error.message;
    EXPECT_EQ(error.seats, seats) << error.message;
    EXPECT_EQ(error.args, args) << error.message;
}

// With muggins, after the play: Bob's hand (worth 9) is to be counted.
Game showWithMuggins() {
    RuleSettings rules;
    rules.muggins = true;
    return bgaGameAtTheShow(rules);
}

Error createRefusal(const GameSetup& setup) {
    auto created = Game::create(setup);
    EXPECT_FALSE(created.ok());
    return created.ok() ? Error{} : created.failure();
}

TEST(Refusals, TheSeatsAndPhaseOfAnAction) {
    Game game = newGame(bgaSetup());
    expectRefusal(refusal(game, Cut{5, 4}), ErrorCode::NoSuchSeat, {5}, {2});
    expectRefusal(refusal(game, Deal{kAlice}), ErrorCode::WrongPhase, {kAlice},
                  {Phase::CutForDeal});
    expectRefusal(refusal(game, Cut{kBob, 10}), ErrorCode::NotYourTurn, {kBob, kAlice});
    expectRefusal(refusal(game, Cut{kAlice, 3}), ErrorCode::CutDepthOutOfRange, {kAlice},
                  {4, 48, 52});
}

TEST(Refusals, LayingAway) {
    Game game = bgaGameLayingAway();
    expectRefusal(refusal(game, LayAway{kAlice, cards("TS")}), ErrorCode::WrongLayAwayCount,
                  {kAlice}, {2, 1});
    expectRefusal(refusal(game, LayAway{kAlice, cards("TS KC")}), ErrorCode::CardNotHeld, {kAlice},
                  {card("KC")});
    expectRefusal(refusal(game, LayAway{kAlice, {card("TS"), card("TS")}}),
                  ErrorCode::CardLaidAwayTwice, {kAlice}, {card("TS")});
    act(game, LayAway{kAlice, cards("TS 8D")});
    expectRefusal(refusal(game, LayAway{kAlice, cards("5S 4S")}), ErrorCode::AlreadyLaidAway,
                  {kAlice});
}

TEST(Refusals, ThePlay) {
    Game game = bgaGameAtThePlay();
    expectRefusal(refusal(game, Play{kBob, card("5S")}), ErrorCode::CardNotHeld, {kBob},
                  {card("5S")});
    act(game, Play{kBob, card("JH")});
    expectRefusal(refusal(game, Go{kAlice}), ErrorCode::MustPlayNotGo, {kAlice}, {card("5S")});
    const auto play = bgaPlay();
    for (std::size_t i = 1; i < 5; ++i) {  // to Bob's go at 28: Alice holds 4S 2S
        act(game, play[i]);
    }
    expectRefusal(refusal(game, Play{kAlice, card("4S")}), ErrorCode::CountPastThirtyOne, {kAlice},
                  {card("4S"), 32});
}

TEST(Refusals, MugginsClaims) {
    Game game = showWithMuggins();
    expectRefusal(refusal(game, ClaimCount{kBob, 10}), ErrorCode::ClaimAboveCount, {kBob}, {10});
    expectRefusal(refusal(game, ClaimCount{kBob, -1}), ErrorCode::NegativeClaim, {kBob}, {-1});
    expectRefusal(refusal(game, AcceptCount{kAlice}), ErrorCode::WrongPhase, {kAlice},
                  {Phase::Show});
    act(game, ClaimCount{kBob, 9});
    expectRefusal(refusal(game, CallMuggins{kAlice}), ErrorCode::NothingMissed, {kAlice, kBob},
                  {9});
}

TEST(Refusals, Settings) {
    const auto refusedFor = [](auto change) {
        GameSetup setup;
        change(setup.rules);
        return createRefusal(setup);
    };
    expectRefusal(refusedFor([](RuleSettings& r) { r.players = 7; }), ErrorCode::PlayersOutOfRange,
                  {}, {7});
    expectRefusal(refusedFor([](RuleSettings& r) { r.target = 100; }), ErrorCode::TargetNotAllowed,
                  {}, {100});
    expectRefusal(refusedFor([](RuleSettings& r) { r.matchGames = 0; }),
                  ErrorCode::MatchGamesOutOfRange, {}, {0});
    expectRefusal(refusedFor([](RuleSettings& r) { r.skunk = static_cast<SkunkRule>(9); }),
                  ErrorCode::UnknownSkunkRule, {});
    expectRefusal(refusedFor([](RuleSettings& r) { r.firstDealer = static_cast<FirstDealer>(9); }),
                  ErrorCode::UnknownFirstDealer, {});
    expectRefusal(refusedFor([](RuleSettings& r) {
                      r.cribFourCardFlush = true;
                      r.fiveCardFlushOnly = true;
                  }),
                  ErrorCode::FlushRulesConflict, {});
}

TEST(Refusals, MatchStanding) {
    GameSetup setup;
    setup.rules.matchGames = 3;
    setup.standing = MatchStanding{1, {0, 0, 0}};
    expectRefusal(createRefusal(setup), ErrorCode::StandingSideCount, {}, {3, 2});
    setup.standing = MatchStanding{1, {3, 0}};
    expectRefusal(createRefusal(setup), ErrorCode::StandingGamePointsOutOfRange, {}, {3, 3});
    setup.standing = MatchStanding{5, {1, 0}};
    expectRefusal(createRefusal(setup), ErrorCode::StandingGameNumber, {}, {5, 1});
}

TEST(Refusals, StackedDecks) {
    GameSetup setup;
    const auto deck = fullDeck();
    std::vector<Card> tooMany(deck.begin(), deck.end());
    tooMany.push_back(card("AC"));
    setup.stackedDecks = {tooMany};
    expectRefusal(createRefusal(setup), ErrorCode::StackedDeckTooLong, {}, {53});
    setup.stackedDecks = {{Card::fromIndex(60)}};
    expectRefusal(createRefusal(setup), ErrorCode::StackedCardUnknown, {});
    setup.stackedDecks = {cards("5H AC"), {card("AC"), card("AC")}};
    expectRefusal(createRefusal(setup), ErrorCode::StackedCardTwice, {}, {card("AC")});
}

TEST(Refusals, AbandoningAGameWonOrAMatchOver) {
    RuleSettings rules;
    rules.target = 61;
    rules.matchGames = 2;
    Game game = newGame(setupOf(rules, 5));
    playUntil(game, firstLegalAction,
              [](const Game& g) { return g.state().phase == Phase::GameOver; });
    ASSERT_EQ(game.state().phase, Phase::GameOver);
    auto abandoned = abandonGame(game, 1);
    ASSERT_FALSE(abandoned.ok());
    expectRefusal(abandoned.failure(), ErrorCode::GameAlreadyWon, {}, {1});
    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    ASSERT_EQ(game.state().phase, Phase::MatchOver);
    abandoned = abandonGame(game, 1);
    ASSERT_FALSE(abandoned.ok());
    expectRefusal(abandoned.failure(), ErrorCode::MatchOver, {});
}

TEST(Refusals, AReplayKeepsTheRefusalAndSaysWhichAction) {
    const std::vector<Action> actions{Cut{kAlice, 4}, Cut{kAlice, 4}};
    auto replayed = replayGame(bgaSetup(), actions);
    ASSERT_FALSE(replayed.ok());
    expectRefusal(replayed.failure(), ErrorCode::NotYourTurn, {kAlice, kBob});
    EXPECT_EQ(
        replayed.error(),
        "action 2 (seat 0 cuts 4 cards) is refused: it is not seat 0's turn: seat 1 is to act");
}

TEST(Refusals, AnErrorOfOnlyAMessageIsInvalid) {
    const Result<int> refused = Error{"bad input"};
    EXPECT_EQ(refused.error(), "bad input");
    expectRefusal(refused.failure(), ErrorCode::Invalid, {});
}

}  // namespace
}  // namespace cribbage::testing
