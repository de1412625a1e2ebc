#include <QTest>

#include "cribbage/game.h"
#include "scene_notes.h"
#include "scene_state.h"
#include "test_cards.h"
#include "test_storage.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

Game dealtGame() {
    GameSetup setup;
    setup.seed = 11;
    setup.rules.firstDealer = FirstDealer::Random;
    Game game = *Game::create(setup);
    [[maybe_unused]] auto dealt = game.apply(Deal{game.state().dealer});
    return game;
}

std::vector<SceneCard> only(Card card, bool faceUp) {
    return {SceneCard{card, faceUp}};
}

SceneState sceneOfTwo() {
    SceneState table;
    table.cutCards = PerSeat<std::optional<Card>>(2, std::nullopt);
    table.hands = PerSeat<std::vector<SceneCard>>(2, {});
    table.played = PerSeat<std::vector<SceneCard>>(2, {});
    table.scores = PerSeat<int>(2, 0);
    table.rearPegs = PerSeat<int>(2, 0);
    table.gamePoints = PerSeat<int>(2, 0);
    table.notes = notesCleared(2);
    table.phase = Phase::Play;
    table.hands[0] = {SceneCard{test::card("5H"), true}, SceneCard{test::card("9C"), true}};
    table.hands[1] = {SceneCard{}, SceneCard{}};
    return table;
}

}  // namespace

class TestSceneState : public QObject {
    Q_OBJECT

private slots:
    void theOpponentsCardsAndTheCribStayHidden();
    void playedCardsTurnDownWhenTheCountStartsAgainAndUpForTheShow();
    void aNewDealGathersTheCards();
};

void TestSceneState::theOpponentsCardsAndTheCribStayHidden() {
    Game game = dealtGame();
    const auto& hand = game.state().hands[0];
    auto laid = game.apply(LayAway{0, {hand[0], hand[1]}});
    QVERIFY(laid.ok());
    const SceneState table = sceneFromView(game.view(0), game.state().dealer);
    QCOMPARE(table.hands[0].size(), std::size_t{4});
    for (const SceneCard& held : table.hands[0]) {
        QVERIFY(held.card && held.faceUp);
    }
    QCOMPARE(table.hands[1].size(), std::size_t{6});
    for (const SceneCard& held : table.hands[1]) {
        QVERIFY(!held.card && !held.faceUp);
    }
    QCOMPARE(table.crib.size(), std::size_t{2});
    QVERIFY(!table.crib[0].card && !table.crib[0].faceUp);
    QCOMPARE(table.packSize, kDeckSize - 12);
}

void TestSceneState::playedCardsTurnDownWhenTheCountStartsAgainAndUpForTheShow() {
    SceneState table = sceneOfTwo();
    applyStep(table, CardPlayed{0, test::card("9C"), 9});
    applyStep(table, CardPlayed{1, test::card("KD"), 19});
    QVERIFY(table.hands[0] == only(test::card("5H"), true));
    QCOMPARE(table.hands[1].size(), std::size_t{1});
    QVERIFY(table.played[1] == only(test::card("KD"), true));
    QCOMPARE(table.count, 19);
    applyStep(table, CountReset{0});
    QCOMPARE(table.count, 0);
    QVERIFY(table.series.empty());
    QVERIFY(table.played[0] == only(test::card("9C"), false));
    applyStep(table,
              HandShown{1,
                        false,
                        {test::card("KD"), test::card("2D"), test::card("3D"), test::card("4D")},
                        test::card("AS")});
    QVERIFY(table.played[1] == only(test::card("KD"), true));
    QVERIFY(table.played[0] == only(test::card("9C"), false));
    applyStep(table, PointsScored{1, 1, ScoreSource::Hand, {}, 5, 10, 15});
    QCOMPARE(table.scores[1], 15);
    QCOMPARE(table.rearPegs[1], 10);
}

void TestSceneState::aNewDealGathersTheCards() {
    SceneState table = sceneOfTwo();
    table.starter = test::card("JS");
    table.crib.assign(4, SceneCard{});
    table.packSize = 39;
    applyStep(table, Shuffle{1});
    QCOMPARE(table.dealer, 1);
    QCOMPARE(table.packSize, kDeckSize);
    QVERIFY(table.hands[0].empty() && table.hands[1].empty() && table.crib.empty());
    QVERIFY(!table.starter);
    applyStep(table, CardDealt{0, test::card("7S")});
    applyStep(table, CardDealt{1, test::card("8S")});
    QVERIFY(table.hands[0] == only(test::card("7S"), true));
    QVERIFY(table.hands[1] == std::vector<SceneCard>(1, SceneCard{}));
    QCOMPARE(table.packSize, kDeckSize - 2);
}

UI_TEST_GUILESS_MAIN(TestSceneState)
#include "test_scene_state.moc"
