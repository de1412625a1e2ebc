// What a screen reader finds in the game's window: the accessible tree Qt hands to the
// platform's bridge (AT-SPI on Linux), walked in-process from the window down, in the play of
// a deal. docs/accessibility.md says how to look at the same tree on a real AT-SPI bus.
#include <QAccessible>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTest>

#include "autoplayer.h"
#include "game_session.h"
#include "game_window.h"
#include "key_names.h"
#include "level_choices.h"
#include "player_rows.h"
#include "settings_change.h"
#include "turn_driver.h"
#include "ui_test_main.h"

using namespace cribbage;

namespace {

struct Node {
    QAccessible::Role role;
    QString name;
    QString description;
    bool invisible = false;
    QAccessibleInterface* iface = nullptr;
};

// The roles of the controls a player can reach.
const QList<QAccessible::Role> kControls = {QAccessible::Button,      QAccessible::CheckBox,
                                            QAccessible::ComboBox,    QAccessible::SpinBox,
                                            QAccessible::RadioButton, QAccessible::EditableText,
                                            QAccessible::MenuItem};

void collect(QAccessibleInterface* iface, QList<Node>& nodes, int depth = 0) {
    if (!iface || !iface->isValid() || depth > 40) {
        return;
    }
    nodes.append({iface->role(), iface->text(QAccessible::Name),
                  iface->text(QAccessible::Description), iface->state().invisible != 0, iface});
    for (int i = 0; i < iface->childCount(); ++i) {
        collect(iface->child(i), nodes, depth + 1);
    }
}

QList<Node> matching(const QList<Node>& nodes, QAccessible::Role role, const QString& pattern) {
    const QRegularExpression expression(QRegularExpression::anchoredPattern(pattern));
    QList<Node> found;
    for (const Node& node : nodes) {
        if (node.role == role && expression.match(node.name).hasMatch()) {
            found.append(node);
        }
    }
    return found;
}

// The tree as a list, one node a line, for a failure's message.
QString describe(const QList<Node>& nodes) {
    QStringList lines;
    for (const Node& node : nodes) {
        lines.append(QStringLiteral("%1 '%2' '%3'")
                         .arg(int(node.role), 0, 16)
                         .arg(node.name, node.description));
    }
    return lines.join(QLatin1Char('\n'));
}

// The controls a player could reach that are hidden: none should be in the tree.
QStringList hiddenControls(const QList<Node>& nodes) {
    QStringList hidden;
    for (const Node& node : nodes) {
        if (node.invisible && kControls.contains(node.role)) {
            hidden.append(node.name);
        }
    }
    return hidden;
}

// The controls a player presses or checks.
const QList<QAccessible::Role> kButtons = {QAccessible::Button, QAccessible::CheckBox,
                                           QAccessible::RadioButton, QAccessible::MenuItem};

// How many of the controls with one of `roles` there are, -1 if one has no name (and its tree
// is logged).
int countNamedControls(const QList<Node>& nodes,
                       const QList<QAccessible::Role>& roles = kControls) {
    int named = 0;
    for (const Node& node : nodes) {
        if (roles.contains(node.role)) {
            if (node.name.trimmed().isEmpty()) {
                qWarning().noquote() << "An unnamed control in\n" << describe(nodes);
                return -1;
            }
            ++named;
        }
    }
    return named;
}

// What each side's plaque on the board says: "You: 12 points, 109 to go".
const QString kScoreLine = QStringLiteral(".+: \\d+ points?, \\d+ to go");

const QString kCardName = QStringLiteral(
    "(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king) of "
    "(clubs|diamonds|hearts|spades)");

}  // namespace

class TestAccessibleTree : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theButtonsAreNamedWithoutTheirKeys();
    void theCutButtonCutsWhenPressed();
    void theTableIsNamedInThePlay();
    void theLastStepIsTheNotification();
    void everyControlOfTheSettingsIsNamed();
    void theMenusAndDialogsAreNamedForALateReader();
    void aMenuIsNamedWithoutItsAltKeyMark();
    void everySeatIsNamedAtATable_data();
    void everySeatIsNamedAtATable();
    void cleanupTestCase();

private:
    QList<Node> tree() const;
    // The person's moves made by the computer until the person is to play a card.
    void playUntilThePlay() const;
    QAccessibleInterface* interfaceNamed(QAccessible::Role role, const QString& pattern) const;
    void closeDialog(const QString& objectName) const;

    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
    ui::GameSession* session_ = nullptr;
};

void TestAccessibleTree::initTestCase() {
    engine_ = new QQmlApplicationEngine(this);
    window_ = ui::test::loadGameWindow(*engine_);
    QVERIFY(window_);
    // A dialog opened and closed before a screen reader listens.
    QObject* about = window_->findChild<QObject*>(QStringLiteral("aboutDialogLoader"));
    QVERIFY(about && QMetaObject::invokeMethod(about, "open"));
    closeDialog(QStringLiteral("aboutDialog"));
    // As when a screen reader listens: Qt Quick's controls made so far join the accessible tree
    // (those made later join it by themselves).
    QAccessible::setActive(true);
    session_ = window_->property("session").value<ui::GameSession*>();
    QVERIFY(session_);
    session_->turn()->setAnimated(false);
}

QList<Node> TestAccessibleTree::tree() const {
    QList<Node> nodes;
    collect(QAccessible::queryAccessibleInterface(window_), nodes);
    return nodes;
}

QAccessibleInterface* TestAccessibleTree::interfaceNamed(QAccessible::Role role,
                                                         const QString& pattern) const {
    const QList<Node> found = matching(tree(), role, pattern);
    return found.size() == 1 ? found.constFirst().iface : nullptr;
}

void TestAccessibleTree::closeDialog(const QString& objectName) const {
    QObject* dialog = window_->findChild<QObject*>(objectName);
    QTRY_VERIFY(dialog && dialog->property("opened").toBool());
    QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
    QTRY_VERIFY(!dialog->property("opened").toBool());
}

// At the cut for the deal: the Cut button is there, its key said apart from its name; the
// buttons of the other prompts are not.
void TestAccessibleTree::theButtonsAreNamedWithoutTheirKeys() {
    QCOMPARE(session_->turn()->prompt(), ui::TurnDriver::Prompt::Cut);
    QList<Node> nodes;
    collect(QAccessible::queryAccessibleInterface(window_), nodes);
    const QList<Node> cut = matching(nodes, QAccessible::Button, QStringLiteral("Cut"));
    QVERIFY2(cut.size() == 1, qPrintable(describe(nodes)));
    QCOMPARE(cut.constFirst().description, QStringLiteral("Key: Enter"));
    QVERIFY2(matching(nodes, QAccessible::Button, QStringLiteral(".*\\(.+\\)")).isEmpty(),
             qPrintable(describe(nodes)));
    QVERIFY2(matching(nodes, QAccessible::Button, QStringLiteral("Lay away|Go|Deal")).isEmpty(),
             qPrintable(describe(nodes)));
    QVERIFY2(hiddenControls(nodes).isEmpty(), qPrintable(hiddenControls(nodes).join(", ")));
}

// A screen reader presses a button through its "Press" action: the Cut button cuts the pack.
void TestAccessibleTree::theCutButtonCutsWhenPressed() {
    QCOMPARE(session_->turn()->prompt(), ui::TurnDriver::Prompt::Cut);
    QAccessibleInterface* cut = QAccessible::queryAccessibleInterface(
        window_->findChild<QObject*>(QStringLiteral("cutButton")));
    QVERIFY(cut && cut->actionInterface());
    QVERIFY(
        cut->actionInterface()->actionNames().contains(QAccessibleActionInterface::pressAction()));
    cut->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(session_->turn()->prompt() != ui::TurnDriver::Prompt::Cut);
}

void TestAccessibleTree::playUntilThePlay() const {
    app::Autoplayer autoplayer(session_, ui::computerDecider(session_->settings()->level()));
    ui::TurnDriver* turn = session_->turn();
    for (int moves = 0; moves < 12 && turn->prompt() != ui::TurnDriver::Prompt::Play; ++moves) {
        autoplayer.play(1);
        QTRY_VERIFY(autoplayer.remaining() == 0 && !turn->busy() && !turn->thinking());
    }
}

void TestAccessibleTree::theTableIsNamedInThePlay() {
    playUntilThePlay();
    ui::TurnDriver* turn = session_->turn();
    QCOMPARE(turn->prompt(), ui::TurnDriver::Prompt::Play);

    QList<Node> nodes;
    collect(QAccessible::queryAccessibleInterface(window_), nodes);

    QVERIFY(!matching(nodes, QAccessible::List, QStringLiteral("your hand")).isEmpty());
    const QList<Node> hand = matching(nodes, QAccessible::Button, kCardName);
    QVERIFY2(hand.size() >= 3, qPrintable(QString::number(hand.size())));
    QVERIFY(!matching(nodes, QAccessible::Graphic, QStringLiteral("a card face down")).isEmpty());
    QVERIFY(!matching(nodes, QAccessible::List, QStringLiteral("the starter")).isEmpty());
    QVERIFY(!matching(nodes, QAccessible::Graphic, kCardName).isEmpty());  // the starter's card
    QVERIFY(
        !matching(nodes, QAccessible::List, QStringLiteral("your crib|the crib of .+")).isEmpty());
    QVERIFY2(matching(nodes, QAccessible::StaticText, kScoreLine).size() == 2,
             qPrintable(describe(nodes)));
    QCOMPARE(matching(nodes, QAccessible::StaticText,
                      QStringLiteral("The count is %1.").arg(session_->scene()->count()))
                 .size(),
             1);
    QCOMPARE(
        matching(nodes, QAccessible::StaticText, QRegularExpression::escape(turn->promptText()))
            .size(),
        1);
    QVERIFY2(hiddenControls(nodes).isEmpty(), qPrintable(hiddenControls(nodes).join(", ")));
}

// Qt sends accessibility events only while a screen reader listens, so the events themselves
// are checked on a real AT-SPI bus (tests/ui/atspi_tree.py); here, that the notification
// holds the last step's sentence, its cards in words (the deal's log writes them "Q♠").
void TestAccessibleTree::theLastStepIsTheNotification() {
    const auto notifications = [this] {
        QList<Node> nodes;
        collect(QAccessible::queryAccessibleInterface(window_), nodes);
        return matching(nodes, QAccessible::Notification, QStringLiteral(".+"));
    };
    QTRY_COMPARE(notifications().size(), 1);  // the earlier ones are gone
    const QString written = session_->scene()->log()->last();
    const QString spoken = notifications().constFirst().name;
    const QRegularExpression suit(QStringLiteral("[♣♦♥♠]"));
    QVERIFY2(written.contains(suit), qPrintable(written));  // the starter, or a card played
    QVERIFY2(!spoken.contains(suit), qPrintable(spoken));
    QVERIFY2(spoken.contains(QRegularExpression(kCardName)), qPrintable(spoken));
}

// A switch or a box beside its label is named by the label: a screen reader says what it sets.
void TestAccessibleTree::everyControlOfTheSettingsIsNamed() {
    QObject* loader = window_->findChild<QObject*>(QStringLiteral("settingsDialogLoader"));
    QVERIFY(loader);
    QVERIFY(QMetaObject::invokeMethod(loader, "open"));
    QTRY_VERIFY(window_->findChild<QObject*>(QStringLiteral("settingsDialog")) &&
                window_->findChild<QObject*>(QStringLiteral("settingsDialog"))
                    ->property("opened")
                    .toBool());
    const QList<Node> nodes = tree();
    QVERIFY2(!matching(nodes, QAccessible::ComboBox, QStringLiteral("Language")).isEmpty(),
             qPrintable(describe(nodes)));
    QVERIFY(countNamedControls(nodes) > 12);
    QVERIFY2(hiddenControls(nodes).isEmpty(), qPrintable(hiddenControls(nodes).join(", ")));
}

// Qt Quick's controls made before a screen reader started (the window's menus and the new
// game's dialog, a dialog opened and closed before) are named, and pressed, as those made after.
void TestAccessibleTree::theMenusAndDialogsAreNamedForALateReader() {
    closeDialog(QStringLiteral("settingsDialog"));

    QObject* menu = window_->findChild<QObject*>(QStringLiteral("gameMenu"));
    QVERIFY(menu);
    QVERIFY(QMetaObject::invokeMethod(menu, "open"));
    QTRY_VERIFY(menu->property("opened").toBool());
    QList<Node> nodes = tree();
    QVERIFY(countNamedControls(nodes, kButtons) > 0);
    // The menu bar's titles (Qt gives them the menu bar's role), then the open menu's items.
    for (const QString& name : {QStringLiteral("Game"), QStringLiteral("Help")}) {
        QVERIFY2(matching(nodes, QAccessible::MenuBar, name).size() == 1,
                 qPrintable(name + QLatin1Char('\n') + describe(nodes)));
    }
    for (const QString& name :
         {QStringLiteral("New game"), QStringLiteral("Settings…"), QStringLiteral("Quit")}) {
        QVERIFY2(matching(nodes, QAccessible::MenuItem, name).size() == 1,
                 qPrintable(name + QLatin1Char('\n') + describe(nodes)));
    }
    // The Hints item, pressed, turns the hints on (once) and closes the menu.
    const bool hints = session_->settings()->coaching().hints;
    QAccessibleInterface* hintsItem =
        interfaceNamed(QAccessible::MenuItem, QStringLiteral("Hints"));
    QVERIFY(hintsItem);
    hintsItem->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(!menu->property("opened").toBool());
    QCOMPARE(session_->settings()->coaching().hints, !hints);
    changeSetting(*session_->settings(), &ui::CoachingValue::hints, hints);
    // The Help title, pressed, opens its menu.
    QObject* help = window_->findChild<QObject*>(QStringLiteral("helpMenu"));
    QAccessibleInterface* helpTitle = interfaceNamed(QAccessible::MenuBar, QStringLiteral("Help"));
    QVERIFY(help && helpTitle);
    helpTitle->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(help->property("opened").toBool());
    QVERIFY(QMetaObject::invokeMethod(help, "close"));
    QTRY_VERIFY(!help->property("opened").toBool());

    QObject* newGame = window_->findChild<QObject*>(QStringLiteral("newGameDialog"));
    QVERIFY(newGame);
    QVERIFY(QMetaObject::invokeMethod(newGame, "ask", Q_ARG(QVariant, true)));
    QTRY_VERIFY(newGame->property("opened").toBool());
    nodes = tree();
    QVERIFY(countNamedControls(nodes) > 0);
    QVERIFY2(!matching(nodes, QAccessible::Button, QStringLiteral("New match")).isEmpty(),
             qPrintable(describe(nodes)));
    QAccessibleInterface* keepPlaying =
        interfaceNamed(QAccessible::Button, QStringLiteral("Keep playing|Cancel"));
    QVERIFY(keepPlaying);
    keepPlaying->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(!newGame->property("opened").toBool());
    QCOMPARE(session_->turn()->prompt(), ui::TurnDriver::Prompt::Play);  // the game goes on

    // The About dialog, made and closed before the reader started, and its Close button.
    QVERIFY(QMetaObject::invokeMethod(
        window_->findChild<QObject*>(QStringLiteral("aboutDialogLoader")), "open"));
    QObject* about = window_->findChild<QObject*>(QStringLiteral("aboutDialog"));
    QTRY_VERIFY(about->property("opened").toBool());
    nodes = tree();
    QVERIFY(countNamedControls(nodes, kButtons) > 0);
    QAccessibleInterface* close = interfaceNamed(QAccessible::Button, QStringLiteral("Close"));
    QVERIFY2(close, qPrintable(describe(nodes)));
    close->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY(!about->property("opened").toBool());
}

void TestAccessibleTree::aMenuIsNamedWithoutItsAltKeyMark() {
    QCOMPARE(ui::KeyNames::withoutMnemonic(QStringLiteral("&New game")),
             QStringLiteral("New game"));
    QCOMPARE(ui::KeyNames::withoutMnemonic(QStringLiteral("New &match")),
             QStringLiteral("New match"));
    QCOMPARE(ui::KeyNames::withoutMnemonic(QStringLiteral("Salt && pepper")),
             QStringLiteral("Salt & pepper"));
    QCOMPARE(ui::KeyNames::withoutMnemonic(QStringLiteral("end&")), QStringLiteral("end&"));
    QCOMPARE(ui::KeyNames::withoutMnemonic(QString()), QString());
}

void TestAccessibleTree::everySeatIsNamedAtATable_data() {
    ui::test::addPlayerRows({3, 4});
}

// With three and four players, in the play: each other seat's hand is named for its seat in
// words, and each side's score is said, one for each player with three and one for each
// partnership with four.
void TestAccessibleTree::everySeatIsNamedAtATable() {
    QFETCH(int, players);
    changeSetting(*session_->settings(), &RuleSettings::players, players);
    session_->newMatch();
    playUntilThePlay();
    QCOMPARE(session_->turn()->prompt(), ui::TurnDriver::Prompt::Play);

    const QList<Node> nodes = tree();
    QVERIFY(!matching(nodes, QAccessible::List, QStringLiteral("your hand")).isEmpty());
    QVERIFY2(matching(nodes, QAccessible::List,
                      QStringLiteral("the hand of (the player on your (left|right)|your partner)"))
                     .size() == players - 1,
             qPrintable(describe(nodes)));
    const int sides = players == 4 ? 2 : players;
    QVERIFY2(matching(nodes, QAccessible::StaticText, kScoreLine).size() == sides,
             qPrintable(describe(nodes)));
    QVERIFY2(hiddenControls(nodes).isEmpty(), qPrintable(hiddenControls(nodes).join(", ")));
    changeSetting(*session_->settings(), &RuleSettings::players, 2);
}

void TestAccessibleTree::cleanupTestCase() {
    delete engine_;
}

UI_TEST_MAIN(TestAccessibleTree)
#include "test_accessible_tree.moc"
