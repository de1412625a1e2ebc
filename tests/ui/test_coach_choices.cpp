// Each person's coach choices (the hints, the notes of "Tell me when I go wrong") are their
// own: a named person's follow their name to any seat, through a rename, and are forgotten
// with them; a person who gave no name has the seat's; a damaged entry of the file is skipped.

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "first_choice_player.h"
#include "game_settings.h"
#include "settings_change.h"
#include "test_storage.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestCoachChoices : public QObject {
    Q_OBJECT

private slots:
    void init() { file_ = dir_.filePath(QStringLiteral("settings-%1.ini").arg(++n_)); }
    void aNamedPersonsChoiceFollowsThemToAnySeat();
    void aPersonWithoutAChoiceHasTheSeats();
    void aRenamedPersonKeepsTheirChoiceAndAForgottenOneLosesIt();
    void aDamagedEntryIsSkippedAndTheOthersKept();
    void aChoiceBeyondTheLargestIsKeptAtItOnce();
    void theSessionKeepsTheChoiceOfThePersonAtTheScreen();

private:
    QTemporaryDir dir_;
    QString file_;
    int n_ = 0;
};

void TestCoachChoices::aNamedPersonsChoiceFollowsThemToAnySeat() {
    const QString maria = QStringLiteral("Maria");
    {
        GameSettings settings(file_);
        QSignalSpy changes(&settings, &GameSettings::coachingChanged);
        settings.setHintsOf(1, maria, true);
        settings.setWarnAboveTenthsOf(1, maria, 15);
        settings.setWarnAboveTenthsOf(1, maria, 15);
        QCOMPARE(changes.count(), 2);
    }
    const GameSettings settings(file_);
    const CoachChoice hers{.hints = true, .warnAboveTenths = 15};
    for (int seat = 0; seat < 4; ++seat) {
        QCOMPARE(settings.coachOf(seat, maria), hers);
        // The seat's own choice, for whoever sits there without a name, is not hers.
        QCOMPARE(settings.coachOf(seat, QString()), CoachChoice{});
    }
}

void TestCoachChoices::aPersonWithoutAChoiceHasTheSeats() {
    GameSettings settings(file_);
    settings.setHintsOf(2, QString(), true);
    changeSetting(settings, &CoachingValue::hints, true);
    QCOMPARE(settings.coachOf(2, QStringLiteral("Tom")).hints, true);
    QCOMPARE(settings.coachOf(0, QStringLiteral("Tom")).hints, true);
    QCOMPARE(settings.coachOf(1, QStringLiteral("Tom")).hints, false);
    // Once Tom chooses, his choice is his wherever he sits, and the seats' stay as they were.
    settings.setHintsOf(2, QStringLiteral("Tom"), false);
    QCOMPARE(settings.coachOf(0, QStringLiteral("Tom")).hints, false);
    QCOMPARE(settings.coachOf(2, QString()).hints, true);
    QCOMPARE(settings.coaching().hints, true);
}

void TestCoachChoices::aRenamedPersonKeepsTheirChoiceAndAForgottenOneLosesIt() {
    GameSettings settings(file_);
    settings.setHintsOf(3, QStringLiteral("Maria"), true);
    settings.renamePerson(QStringLiteral("Maria"), QStringLiteral("Mary"));
    QCOMPARE(settings.coachOf(1, QStringLiteral("Mary")).hints, true);
    QCOMPARE(settings.coachOf(1, QStringLiteral("Maria")).hints, false);
    QCOMPARE(GameSettings(file_).coachOf(1, QStringLiteral("Mary")).hints, true);
    settings.forgetPerson(QStringLiteral("Mary"));
    QCOMPARE(settings.coachOf(1, QStringLiteral("Mary")).hints, false);
    QCOMPARE(GameSettings(file_).coachOf(1, QStringLiteral("Mary")).hints, false);
}

void TestCoachChoices::aDamagedEntryIsSkippedAndTheOthersKept() {
    {
        QSettings file(file_, QSettings::IniFormat);
        file.beginWriteArray(QStringLiteral("people/coach"), 4);
        const auto entry = [&file](int index, const QString& name, const QVariant& hints,
                                   const QVariant& tenths) {
            file.setArrayIndex(index);
            file.setValue(QStringLiteral("name"), name);
            file.setValue(QStringLiteral("hints"), hints);
            file.setValue(QStringLiteral("warnAboveTenths"), tenths);
        };
        entry(0, QStringLiteral("Maria"), true, 20);
        entry(1, QStringLiteral("Tom"), true, QStringLiteral("many"));
        entry(2, QStringLiteral("Ann\nBob"), true, 10);
        entry(3, QStringLiteral("Eve"), true, 5000);
        file.endArray();
    }
    const GameSettings settings(file_);
    QCOMPARE(settings.coachOf(1, QStringLiteral("Maria")),
             (CoachChoice{.hints = true, .warnAboveTenths = 20}));
    QCOMPARE(settings.coachOf(1, QStringLiteral("Tom")), CoachChoice{});
    QCOMPARE(settings.coachOf(1, QStringLiteral("Ann\nBob")), CoachChoice{});
    QCOMPARE(settings.coachOf(1, QStringLiteral("Eve")), CoachChoice{});
}

// Two people; the one the screen is shown to turns the hints on from the table: the choice is
// theirs by name, and the seat's stays off.
// Ten points at most: asked for more again, nothing changes.
void TestCoachChoices::aChoiceBeyondTheLargestIsKeptAtItOnce() {
    NamedCoachChoices choices;
    const QString maria = QStringLiteral("Maria");
    QVERIFY(choices.set(maria, {.hints = false, .warnAboveTenths = 500}));
    QCOMPARE(choices.of(maria)->warnAboveTenths, NamedCoachChoices::kMaxWarnAboveTenths);
    QVERIFY(!choices.set(maria, {.hints = false, .warnAboveTenths = 500}));
}

void TestCoachChoices::theSessionKeepsTheChoiceOfThePersonAtTheScreen() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    test::seatPeople(*session.settings(), 2, {0, 1});
    session.newMatch();
    const int screen = session.match()->screenSeat();
    const QString name = QStringLiteral("Person %1").arg(screen);
    QCOMPARE(session.hintsShown(), false);
    session.setHintsShown(true);
    session.setWarnAboveTenths(30);
    QCOMPARE(session.hintsShown(), true);
    QCOMPARE(session.settings()->coachOf(1 - screen, name),
             (CoachChoice{.hints = true, .warnAboveTenths = 30}));
    QCOMPARE(session.settings()->coachOf(screen, QString()), CoachChoice{});
    QCOMPARE(session.settings()->coachOf(screen, QStringLiteral("Person %1").arg(1 - screen)),
             CoachChoice{});
}

UI_TEST_GUILESS_MAIN(TestCoachChoices)
#include "test_coach_choices.moc"
