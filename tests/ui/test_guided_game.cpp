#include <QTest>
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "first_choice_player.h"
#include "level_choices.h"
#include "player_rows.h"
#include "scene_state.h"
#include "settings_change.h"
#include "test_files.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"
#include "words/guide_words.h"

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
    const QMetaObject::Connection noting =
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
    // The guide goes on changing lessons (as it is left) after `lessons` is gone.
    QObject::disconnect(noting);
    return lessons;
}

// The events the lessons speak of, as the table shows them: his heels, the points of the play
// and its Go, the hands and the crib that score.
class EventsShown {
public:
    explicit EventsShown(TurnDriver& turn) {
        QObject::connect(&turn, &TurnDriver::stepStarted, &turn,
                         [this](const Step& step) { note(step); });
    }

    const std::set<std::string>& events() const { return events_; }
    int dealer() const { return dealer_; }

private:
    void note(const Step& step) {
        if (step.kind == StepKind::DealerChosen) {
            dealer_ = step.seat;
        } else if (step.kind == StepKind::GoSaid) {
            events_.insert("go");
        } else if (step.kind == StepKind::PointsScored && step.points > 0) {
            switch (step.source) {
                case ScoreSource::Heels:
                    events_.insert("heels");
                    break;
                case ScoreSource::Hand:
                    events_.insert(step.seat == dealer_ ? "dealer's hand" : "pone's hand");
                    break;
                case ScoreSource::Crib:
                    events_.insert("crib");
                    break;
                case ScoreSource::Play:
                    for (ScoreKind kind : step.kinds) {
                        events_.insert(playEvent(kind));
                    }
                    break;
                case ScoreSource::Muggins:
                case ScoreSource::ThreeForLast:
                    break;
            }
        }
    }

    static std::string playEvent(ScoreKind kind) {
        switch (kind) {
            case ScoreKind::Fifteen:
                return "fifteen";
            case ScoreKind::ThirtyOne:
                return "31";
            case ScoreKind::Pair:
            case ScoreKind::PairRoyal:
            case ScoreKind::DoublePairRoyal:
                return "pair";
            case ScoreKind::Run:
                return "run";
            default:
                return "go or last card";
        }
    }

    std::set<std::string> events_;
    int dealer_ = -1;
};

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

    // The last lesson names the button that ends the guide as the button says it, in every
    // language (the table's Continue button and the lesson's own button both read it).
    void theLastWordsNameTheButton() {
        for (const QString& language : gameLanguages()) {
            installTranslations(*QCoreApplication::instance(), language);
            const QString button =
                QCoreApplication::translate("PromptButtons", "Back to your game");
            QCOMPARE(QCoreApplication::translate("GuideCallout", "Back to your game"), button);
            QVERIFY2(GuideWords::text(Lesson::Finished, true, true).contains(button),
                     qPrintable(language));
        }
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    // The seeded deal shows what the lessons speak of, when the person moves as the autoplay
    // does at the default level (as tools/guide-seed found it): the person deals, the starter is
    // a jack, the play has a fifteen, a pair, a run, a Go and a 31, both hands and the crib
    // score.
    void theDealShowsWhatTheLessonsSpeakOf() {
        test::TestTable table(computerDecider(kDefaultLevel));
        table.session().start();
        const EventsShown shown(table.turn());
        // What the person reads under the lesson while the table waits for Next.
        std::vector<QString> happened;
        GuidedGame& guide = *table.session().guide();
        QObject::connect(&guide, &GuidedGame::waitsChanged, &guide, [&] {
            if (guide.waitsForNext()) {
                happened.push_back(guide.happened());
            }
        });
        walkTheGuide(table);
        QCOMPARE(guide.lesson(), Lesson::Finished);
        QCOMPARE(shown.dealer(), table.session().match()->screenSeat());
        for (const std::string event : {"heels", "fifteen", "pair", "run", "go", "31",
                                        "pone's hand", "dealer's hand", "crib"}) {
            QVERIFY2(shown.events().contains(event), event.c_str());
        }
        // The lessons say so as it happens, his heels too when the points are pegged.
        const auto said = [&](const QString& words) {
            return std::ranges::any_of(happened,
                                       [&](const QString& text) { return text.contains(words); });
        };
        QVERIFY(said(GuideWords::starter(true)));
        QVERIFY(said(GuideWords::playPoints({ScoreKind::ThirtyOne})));
        QVERIFY(said(GuideWords::playPoints({ScoreKind::Run})));
        QVERIFY(said(GuideWords::go()));
    }

    // Once the deal is explained, the lessons end: the callout stays on its last words, and
    // Continue (as Back to your game) leads back to the person's own game as it was.
    void theLessonsEndWithTheDeal() {
        test::TestTable table(test::FirstChoicePlayer{0});
        GameSession& session = table.session();
        session.start();
        QVERIFY(table.waitForPerson());
        const auto history = session.match()->game()->history();
        const auto prompt = session.turn()->prompt();
        walkTheGuide(table);
        GuidedGame& guide = *session.guide();
        QCOMPARE(guide.lesson(), Lesson::Finished);
        QVERIFY(waitForGuideOrPerson(table));
        QVERIFY(!guide.waitsForNext());
        QCOMPARE(session.turn()->prompt(), Prompt::Continue);
        QVERIFY(guide.active());
        session.turn()->continueGame();
        QVERIFY(!guide.active());
        QCOMPARE(guide.lesson(), Lesson::None);
        QVERIFY(table.waitForPerson());
        QCOMPARE(session.match()->game()->history(), history);
        QCOMPARE(session.turn()->prompt(), prompt);
    }

    void leavingBringsBackThePersonsGameAndItsSave_data() { test::addPlayerRows({2, 3, 4}); }

    // Leaving (here in the middle of the guide's play) brings the person's game back as it
    // was: the same game, the same table, the same save, the same statistics. The guide is a
    // deal of two, whatever the table it is begun from.
    void leavingBringsBackThePersonsGameAndItsSave() {
        QFETCH(int, players);
        test::TestTable table(test::FirstChoicePlayer{0}, true);
        GameSession& session = table.session();
        changeSetting(*session.settings(), &RuleSettings::players, players);
        session.setSeed(QStringLiteral("11"));
        session.start();
        QVERIFY(table.playUntil([&] {
            return session.turn()->prompt() == Prompt::Play && session.scene()->count() > 0;
        }));
        const auto history = session.match()->game()->history();
        const SceneState scene = session.scene()->state();
        const QString savePath = table.directory() + QStringLiteral("/current-game.json");
        const QByteArray save = test::contents(savePath);
        QVERIFY(!save.isEmpty());
        const QVariantList figures = session.statistics()->figures();

        GuidedGame& guide = *session.guide();
        guide.begin();
        QVERIFY(guide.active());
        QCOMPARE(session.match(), guide.match());
        QCOMPARE(session.scene()->seats()->rowCount(), 2);
        for (int moves = 0; moves < 30 && guide.lesson() != Lesson::Play; ++moves) {
            QVERIFY(waitForGuideOrPerson(table));
            if (guide.waitsForNext()) {
                guide.next();
            } else {
                QVERIFY(moveOnce(table));
            }
        }
        QCOMPARE(guide.lesson(), Lesson::Play);
        QCOMPARE(test::contents(savePath), save);

        guide.leave();
        QVERIFY(!guide.active());
        QCOMPARE(guide.lesson(), Lesson::None);
        QVERIFY(table.waitForPerson());
        QCOMPARE(session.match()->game()->history(), history);
        QCOMPARE(session.scene()->state(), scene);
        QCOMPARE(session.scene()->seats()->rowCount(), players);
        QCOMPARE(session.turn()->prompt(), Prompt::Play);
        QCOMPARE(test::contents(savePath), save);
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
        QVERIFY(table.session().match() != table.session().guide()->match());
    }
};

UI_TEST_MAIN(TestGuidedGame)
#include "test_guided_game.moc"
