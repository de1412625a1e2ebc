#pragma once

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QQmlParserStatus>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <optional>

#include "card_list_model.h"
#include "computer_turn.h"
#include "crib_choice.h"
#include "cribbage/game.h"
#include "decider.h"
#include "game_settings.h"
#include "hint_model.h"
#include "saved_match.h"
#include "step_queue.h"
#include "table_state.h"

namespace cribbage::ui {

// The game as the QML table sees it: the person at seat 0 against the computer at seat 1.
//
// The engine runs ahead; its events wait in a queue and are shown one step at a time: each
// step updates the models and properties and is announced by stepStarted(). Unless the
// animation speed is Instant, the next step waits until QML calls finishStep(), so QML sets
// the pace and the state machine stays here. The person may act only when every step has
// been shown (prompt says what they may do); the computer decides on a worker thread.
class GameController : public QObject, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    QML_ELEMENT

    // Set before the controller starts (QML: in the declaration). Without persistent, no
    // game is loaded or saved and the settings start at their defaults and are forgotten.
    Q_PROPERTY(QString storageDirectory READ storageDirectory WRITE setStorageDirectory NOTIFY
                   storageDirectoryChanged)
    Q_PROPERTY(bool persistent READ persistent WRITE setPersistent NOTIFY persistentChanged)
    Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY seedChanged)
    Q_PROPERTY(int autoplay READ autoplay WRITE setAutoplay NOTIFY autoplayChanged)
    // Autoplay at the settings' animation speed rather than at once (to measure frame times).
    Q_PROPERTY(bool autoplayAnimated READ autoplayAnimated WRITE setAutoplayAnimated NOTIFY
                   autoplayAnimatedChanged)

    Q_PROPERTY(cribbage::ui::GameSettings* settings READ settings NOTIFY settingsChanged)
    Q_PROPERTY(QStringList levels READ levels CONSTANT)

    Q_PROPERTY(cribbage::ui::CardListModel* hand READ hand CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* opponentHand READ opponentHand CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* played READ played CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* opponentPlayed READ opponentPlayed CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* crib READ crib CONSTANT)
    Q_PROPERTY(cribbage::ui::CardListModel* starter READ starter CONSTANT)
    // With settings.hints, the best options for the person's lay away or play.
    Q_PROPERTY(cribbage::ui::HintModel* hints READ hints CONSTANT)

    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int dealer READ dealer NOTIFY dealerChanged)
    Q_PROPERTY(int gameNumber READ gameNumber NOTIFY gameNumberChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int packSize READ packSize NOTIFY packSizeChanged)
    Q_PROPERTY(bool cribShown READ cribShown NOTIFY cribShownChanged)
    Q_PROPERTY(QStringList cutCards READ cutCards NOTIFY cutCardsChanged)
    Q_PROPERTY(QList<int> scores READ scores NOTIFY scoresChanged)
    Q_PROPERTY(QList<int> rearPegs READ rearPegs NOTIFY rearPegsChanged)
    Q_PROPERTY(QList<int> gamePoints READ gamePoints NOTIFY gamePointsChanged)
    Q_PROPERTY(int target READ target NOTIFY matchChanged)
    Q_PROPERTY(int matchGames READ matchGames NOTIFY matchChanged)
    Q_PROPERTY(bool muggins READ muggins NOTIFY matchChanged)
    // A game has been dealt and is not over: a new game or match would abandon it.
    Q_PROPERTY(bool gameInProgress READ gameInProgress NOTIFY gameInProgressChanged)

    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(Prompt prompt READ prompt NOTIFY promptChanged)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectedCountChanged)
    Q_PROPERTY(int claimedPoints READ claimedPoints NOTIFY claimedPointsChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(QString refusal READ refusal NOTIFY refusalChanged)
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    enum class Phase { CutForDeal, Deal, LayAway, CutStarter, Play, Show, GameOver, MatchOver };
    Q_ENUM(Phase)

    // What the person may do now.
    enum class Prompt {
        None,        // steps are being shown
        Wait,        // the computer is to act
        Cut,         // cut the pack (for the deal, or for the starter)
        Deal,        // deal the next hand
        LayAway,     // choose two cards for the crib
        Play,        // play a card
        Go,          // no card can be played: say Go
        ClaimCount,  // muggins: count your hand or crib
        JudgeCount,  // muggins: accept the computer's count or call muggins
        Continue,    // the hands have been counted: go on when ready
        NextGame,    // the game is over, the match goes on
        MatchOver,   // start a new match
    };
    Q_ENUM(Prompt)

    explicit GameController(QObject* parent = nullptr);

    void classBegin() override {}
    void componentComplete() override;

    // Tests: the computer's player, in place of the one the level setting names.
    void setDecider(Decider decider);

    // Loads the saved game (when persistent) or begins a new match. QML calls it when the
    // declaration is complete.
    Q_INVOKABLE void start();

    Q_INVOKABLE void toggleSelected(const QString& code);
    Q_INVOKABLE void layAway();
    Q_INVOKABLE void play(const QString& code);
    Q_INVOKABLE void go();
    // Cut the pack `fraction` (0..1) of the way down.
    Q_INVOKABLE void cut(double fraction);
    // Deal, or go on after the count or the game.
    Q_INVOKABLE void continueGame();
    Q_INVOKABLE void claimCount(int points);
    Q_INVOKABLE void acceptCount();
    Q_INVOKABLE void callMuggins();
    // A new match: the match score starts again from nothing.
    Q_INVOKABLE void newMatch();
    // The next game of the match. A game in progress is abandoned: it counts for nobody, the
    // match score stays, and the same game is dealt afresh (first dealer as the match's rules
    // say). After a game is won, the next is dealt as usual; after the match, a new match.
    Q_INVOKABLE void newGame();
    // The step announced last has been shown: show the next.
    Q_INVOKABLE void finishStep();

    QString storageDirectory() const { return storageDirectory_; }
    void setStorageDirectory(const QString& directory);
    bool persistent() const { return persistent_; }
    void setPersistent(bool persistent);
    QString seed() const { return seed_; }
    void setSeed(const QString& seed);
    int autoplay() const { return autoplay_; }
    void setAutoplay(int decisions);
    bool autoplayAnimated() const { return autoplayAnimated_; }
    void setAutoplayAnimated(bool animated) {
        if (autoplayAnimated_ != animated) {
            autoplayAnimated_ = animated;
            emit autoplayAnimatedChanged();
        }
    }

    GameSettings* settings() const { return settings_; }
    QStringList levels() const;

    CardListModel* hand() const { return hand_; }
    CardListModel* opponentHand() const { return opponentHand_; }
    CardListModel* played() const { return played_; }
    CardListModel* opponentPlayed() const { return opponentPlayed_; }
    CardListModel* crib() const { return crib_; }
    CardListModel* starter() const { return starter_; }
    HintModel* hints() const { return hints_; }

    Phase phase() const { return phase_; }
    int dealer() const { return dealer_; }
    int gameNumber() const { return gameNumber_; }
    int count() const { return count_; }
    int packSize() const { return packSize_; }
    bool cribShown() const { return cribShown_; }
    QStringList cutCards() const { return cutCards_; }
    QList<int> scores() const { return scores_; }
    QList<int> rearPegs() const { return rearPegs_; }
    QList<int> gamePoints() const { return gamePoints_; }
    int target() const;
    int matchGames() const;
    bool muggins() const;
    bool gameInProgress() const { return gameInProgress_; }

    bool busy() const { return busy_; }
    bool thinking() const { return thinking_; }
    Prompt prompt() const { return prompt_; }
    int selectedCount() const { return static_cast<int>(cribChoice_.cards().size()); }
    int claimedPoints() const { return claimedPoints_; }
    QString message() const { return message_; }
    QString refusal() const { return refusal_; }
    QString notice() const { return notice_; }

    // The engine's game (tests compare the table with it).
    const Game* game() const { return game_ ? &*game_ : nullptr; }
    const TableState& table() const { return table_; }

signals:
    void storageDirectoryChanged();
    void persistentChanged();
    void seedChanged();
    void autoplayChanged();
    void autoplayAnimatedChanged();
    void settingsChanged();
    void phaseChanged();
    void dealerChanged();
    void gameNumberChanged();
    void countChanged();
    void packSizeChanged();
    void cribShownChanged();
    void cutCardsChanged();
    void scoresChanged();
    void rearPegsChanged();
    void gamePointsChanged();
    void matchChanged();
    void gameInProgressChanged();
    void busyChanged();
    void thinkingChanged();
    void promptChanged();
    void selectedCountChanged();
    void claimedPointsChanged();
    void messageChanged();
    void refusalChanged();
    void noticeChanged();
    // A step to animate: see stepData() in event_steps.h.
    void stepStarted(const QVariantMap& step);

private:
    void replaceSettings();
    // Begins `game` (a new match, or a game dealt afresh) and saves it; a refused one is
    // shown as the refusal.
    void startFresh(Result<Game> game);
    void beginGame(Game game);
    void updateGameInProgress();
    void resumeSavedGame();
    bool act(const Action& action);
    void showSteps();
    void present(const Step& step);
    void settle();
    void updatePrompt();
    void thinkFor(int seat);
    void computerDecided(std::optional<Action> action);
    void save();
    void countDownAutoplay();
    void syncTable(const QString& origin);
    void syncHand(const QString& origin);
    void setBusy(bool busy);
    void setThinking(bool thinking);
    void setPrompt(Prompt prompt);
    void updateHints();
    void setMessage(const QString& message);
    void setRefusal(const QString& refusal);
    void setNotice(const QString& notice);
    bool waitsForAnimation() const;
    Decider deciderForComputer() const;

    QString storageDirectory_;
    bool persistent_ = true;
    QString seed_;
    int autoplay_ = 0;
    bool autoplayAnimated_ = false;
    bool started_ = false;

    GameSettings* settings_ = nullptr;
    CardListModel* hand_;
    CardListModel* opponentHand_;
    CardListModel* played_;
    CardListModel* opponentPlayed_;
    CardListModel* crib_;
    CardListModel* starter_;
    HintModel* hints_;

    std::optional<Game> game_;
    std::optional<SavedMatch> saved_;
    TableState table_;
    StepQueue steps_;
    // After the count, and after a game, the table waits for the person to go on.
    bool holdAfterHand_ = false;
    CribChoice cribChoice_;

    Decider testDecider_;
    ComputerTurn computer_;

    Phase phase_ = Phase::CutForDeal;
    int dealer_ = 0;
    int gameNumber_ = 1;
    int count_ = 0;
    int packSize_ = kDeckSize;
    bool cribShown_ = false;
    QStringList cutCards_;
    QList<int> scores_;
    QList<int> rearPegs_;
    QList<int> gamePoints_;
    bool gameInProgress_ = false;
    bool busy_ = false;
    bool thinking_ = false;
    Prompt prompt_ = Prompt::None;
    int claimedPoints_ = 0;
    QString message_;
    QString refusal_;
    QString notice_;
};

}  // namespace cribbage::ui
