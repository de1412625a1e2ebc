#include <QFile>
#include <QTest>
#include <vector>

#include "first_choice_player.h"
#include "scene_state.h"
#include "test_storage.h"
#include "translations.h"

using namespace cribbage;
using namespace cribbage::ui;
using Lesson = GuidedGame::Lesson;
using Prompt = TurnDriver::Prompt;

namespace {

// The guide waits for the person to read, or the game for the person's move.
bool waitForGuideOrPerson(test::TestTable& table) {
    const GuidedGame& guide = *table.session().guide();
    return QTest::qWaitFor([&] {
        const auto prompt = table.turn().prompt();
        return guide.waitsForNext() || (!table.turn().busy() && !table.turn().thinking() &&
                                        prompt != Prompt::None && prompt != Prompt::Wait);
    });
}

// One move of the person's, made by the autoplayer (the table may then wait for the guide,
// busy, so TestTable::autoplay would wait for nothing).
bool moveOnce(test::TestTable& table) {
    table.autoplayer().play(1);
    return QTest::qWaitFor([&] { return table.autoplayer().remaining() == 0; });
}

// Reads every lesson and makes the person's moves until the guide's deal is over; the lessons
// in the order they were shown.
std::vector<Lesson> walkTheGuide(test::TestTable& table) {
    GuidedGame& guide = *table.session().guide();
    std::vector<Lesson> lessons;
    QObject::connect(&guide, &GuidedGame::lessonChanged, &guide, [&] {
        if (lessons.empty() || lessons.back() != guide.lesson()) {
            lessons.push_back(guide.lesson());
        }
    });
    guide.begin();
    for (int moves = 0; moves < 200 && guide.lesson() != Lesson::Finished; ++moves) {
        if (!waitForGuideOrPerson(table)) {
            break;
        }
        if (guide.waitsForNext()) {
            guide.next();
        } else if (!moveOnce(table)) {
            break;
        }
    }
    return lessons;
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestGuidedGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    // The seeded deal shows every phase, in the order of the game, each with its words.
    void theLessonsComeInTheOrderOfTheDeal() {
        test::TestTable table(test::FirstChoicePlayer{0});
        table.session().start();
        const std::vector<Lesson> lessons = walkTheGuide(table);
        const std::vector<Lesson> expected{Lesson::CutForDeal, Lesson::Deal, Lesson::LayAway,
                                           Lesson::Starter,    Lesson::Play, Lesson::ShowPone,
                                           Lesson::ShowDealer, Lesson::Crib, Lesson::Finished};
        QCOMPARE(lessons, expected);
        QVERIFY(!table.session().guide()->title().isEmpty());
        QVERIFY(!table.session().guide()->text().isEmpty());
        QCOMPARE(table.session().guide()->target(), GuidedGame::Target::Nothing);
    }

    // Once the deal is explained, the guide's game may be played on without lessons: the
    // callout stays on its last words, which lead back to the person's game.
    void theLessonsEndWithTheDeal() {
        test::TestTable table(test::FirstChoicePlayer{0});
        table.session().start();
        walkTheGuide(table);
        GuidedGame& guide = *table.session().guide();
        QCOMPARE(guide.lesson(), Lesson::Finished);
        for (int moves = 0; moves < 6; ++moves) {
            QVERIFY(waitForGuideOrPerson(table));
            QVERIFY(!guide.waitsForNext());
            QVERIFY(moveOnce(table));
            QCOMPARE(guide.lesson(), Lesson::Finished);
        }
        QVERIFY(guide.active());
    }

    // Leaving (here in the middle of the guide's play) brings the person's game back as it
    // was: the same game, the same table, the same save, the same statistics.
    void leavingBringsBackThePersonsGameAndItsSave() {
        test::TestTable table(test::FirstChoicePlayer{0}, true);
        GameSession& session = table.session();
        session.setSeed(QStringLiteral("11"));
        session.start();
        QVERIFY(table.playUntil([&] {
            return session.turn()->prompt() == Prompt::Play && session.scene()->count() > 0;
        }));
        const auto history = session.match()->game()->history();
        const SceneState scene = session.scene()->state();
        const QString savePath = table.directory() + QStringLiteral("/current-game.json");
        const QByteArray save = fileBytes(savePath);
        QVERIFY(!save.isEmpty());
        const QVariantList figures = session.statistics()->figures();

        GuidedGame& guide = *session.guide();
        guide.begin();
        QVERIFY(guide.active());
        QVERIFY(session.match()->guided());
        for (int moves = 0; moves < 30 && guide.lesson() != Lesson::Play; ++moves) {
            QVERIFY(waitForGuideOrPerson(table));
            if (guide.waitsForNext()) {
                guide.next();
            } else {
                QVERIFY(moveOnce(table));
            }
        }
        QCOMPARE(guide.lesson(), Lesson::Play);
        QCOMPARE(fileBytes(savePath), save);

        guide.leave();
        QVERIFY(!guide.active());
        QCOMPARE(guide.lesson(), Lesson::None);
        QVERIFY(table.waitForPerson());
        QCOMPARE(session.match()->game()->history(), history);
        QCOMPARE(session.scene()->state(), scene);
        QCOMPARE(session.turn()->prompt(), Prompt::Play);
        QCOMPARE(fileBytes(savePath), save);
        QCOMPARE(session.statistics()->figures(), figures);
    }

    // A new game from the menu while the guide is on leaves the guide first.
    void aNewGameLeavesTheGuide() {
        test::TestTable table(test::FirstChoicePlayer{0});
        table.session().start();
        table.session().guide()->begin();
        QVERIFY(table.session().guide()->active());
        table.session().newGame();
        QVERIFY(!table.session().guide()->active());
        QVERIFY(!table.session().match()->guided());
    }
};

QTEST_MAIN(TestGuidedGame)
#include "test_guided_game.moc"
