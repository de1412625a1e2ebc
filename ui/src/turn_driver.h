#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

#include "game_settings.h"
#include "match_session.h"
#include "scene.h"
#include "screen_person.h"
#include "seat_player.h"
#include "step.h"
#include "step_queue.h"
#include "words/seat_words.h"

namespace cribbage::ui {

// Whose turn it is and what the person may do. The engine runs ahead; its events wait in a
// queue and the scene shows them one step at a time, each announced by stepStarted(). While
// steps are paced (animated), the next waits until QML calls finishStep(), so QML sets the
// pace and the game's flow stays here. Once every step has been shown, each seat the game
// awaits is asked for its decision by the player that fills it (SeatPlayer): the person at
// the screen (the prompt says what they may do) and at most one other seat at a time, in the
// order the game awaits them; their answers are applied alike.
class TurnDriver : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game session owns the turn driver")
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    Q_PROPERTY(Prompt prompt READ prompt NOTIFY promptChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectedCountChanged)
    // How many cards the person lays away: 2 with two players, else 1.
    Q_PROPERTY(int cardsToLayAway READ cardsToLayAway NOTIFY promptChanged)
    Q_PROPERTY(int claimedPoints READ claimedPoints NOTIFY promptChanged)
    // What the person may do, in words: "Your turn: play a card."
    Q_PROPERTY(QString promptText READ promptText NOTIFY promptTextChanged)
    // After the count or the game, the person deals the next hand.
    Q_PROPERTY(bool personDealsNext READ personDealsNext NOTIFY promptChanged)
    // At a table of people: the screen is to be passed to another person, named here, whose
    // turn it is; every hand is face down until they say they are ready (ready()). Empty
    // otherwise.
    Q_PROPERTY(QString passingTo READ passingTo NOTIFY passingChanged)
    // Whether the screen is being passed (passingTo is someone).
    Q_PROPERTY(bool passing READ passing NOTIFY passingChanged)
    // Their pegs' colour (an index into the board's palette); -1 when the screen is not passed.
    Q_PROPERTY(int passingColour READ passingColour NOTIFY passingChanged)
    // Muggins at a table of people: the people who may call muggins on the count just claimed,
    // other than the one judging it at the screen ("Tom"), each called by callMugginsBy().
    Q_PROPERTY(QStringList mugginsCallers READ mugginsCallers NOTIFY promptChanged)
    // Why the person's last move was refused; empty once they move again.
    Q_PROPERTY(QString refusal READ refusal NOTIFY refusalChanged)
    // Steps wait for QML to animate them (at the settings' speed, unless Instant); when
    // false, every step is shown at once.
    Q_PROPERTY(bool animated READ animated WRITE setAnimated NOTIFY animatedChanged)

public:
    // What the person may do now.
    enum class Prompt {
        None,           // steps are being shown
        Wait,           // another player is to act
        Pass,           // pass the screen to the person whose turn it is
        Cut,            // cut the pack (for the deal, or for the starter)
        Deal,           // deal the next hand
        LayAway,        // choose cards for the crib
        Play,           // play a card
        Go,             // no card can be played: say Go
        ClaimCount,     // muggins: count your hand or crib
        JudgeCount,     // muggins: accept the count just claimed or call muggins
        MugginsChance,  // muggins: other people may call it before the computer judges
        Continue,       // the hands have been counted: go on when ready
        NextGame,       // the game is over, the match goes on
        MatchOver,      // start a new match
    };
    Q_ENUM(Prompt)

    TurnDriver(MatchSession* match, Scene* scene, GameSettings* settings,
               QObject* parent = nullptr);

    // The player of a seat of each fill: playerFor unless a test says otherwise.
    using PlayerFactory =
        std::function<std::unique_ptr<SeatPlayer>(const SeatFill& fill, ScreenPerson& screen)>;
    void setPlayerFactory(PlayerFactory factory);

    // The match has begun afresh or been resumed: the table is laid anew and play goes on.
    // With `passFirst`, at a table of people, a hand in the screen's seat waits under the pass
    // screen for its person: whoever opened the game may be someone else. An undo or a
    // rename, made by the person at the screen, keeps the screen as it is.
    void restart(bool passFirst);
    // Another match is played at the table (the guided game, or back from it): restart().
    void setMatch(MatchSession* match);

    // The person's moves with a card: its index (card_index.h), as the card rows give it.
    Q_INVOKABLE void toggleSelected(int card);
    Q_INVOKABLE void layAway();
    Q_INVOKABLE void play(int card);
    Q_INVOKABLE void go();
    // Cut the pack `fraction` (0..1) of the way down.
    Q_INVOKABLE void cut(double fraction);
    // Deal, or go on after the count or the game; after the match, a new match.
    Q_INVOKABLE void continueGame();
    Q_INVOKABLE void claimCount(int points);
    Q_INVOKABLE void acceptCount();
    Q_INVOKABLE void callMuggins();
    // The person named at `caller` in mugginsCallers calls muggins.
    Q_INVOKABLE void callMugginsBy(int caller);
    Q_INVOKABLE void noMuggins();
    // The person the screen was passed to is looking: their hand is shown and they are asked.
    Q_INVOKABLE void ready();
    // The step announced last has been shown: show the next.
    Q_INVOKABLE void finishStep();

    Prompt prompt() const { return prompt_; }
    bool busy() const { return busy_; }
    bool thinking() const { return askedAway_ >= 0; }
    int selectedCount() const { return static_cast<int>(screen_.cribChoice().cards().size()); }
    int cardsToLayAway() const;
    int claimedPoints() const;
    QString refusal() const { return refusal_; }
    QStringList mugginsCallers() const;
    QString passingTo() const;
    int passingColour() const;
    bool passing() const { return passingTo_ >= 0; }
    QString promptText() const { return promptText_; }
    bool personDealsNext() const;
    bool animated() const { return animated_; }
    void setAnimated(bool animated);

    // The person is to decide: a prompt they answer with a move of the game (not Continue,
    // NextGame or MatchOver, which only go on).
    bool personToMove() const;

    // The guided game: once the step being shown is over, the next waits (and so does the
    // prompt) until releaseSteps().
    void holdSteps() { steps_.hold(); }
    void releaseSteps();

signals:
    void promptChanged();
    void busyChanged();
    void thinkingChanged();
    void selectedCountChanged();
    void refusalChanged();
    void promptTextChanged();
    void animatedChanged();
    void passingChanged();
    // A step to animate; call finishStep() when it has been shown.
    void stepStarted(const cribbage::ui::Step& step);

private:
    bool act(const Action& action);
    void showSteps();
    void present(const PendingStep& pending);
    void settle();
    void askAtScreen();
    // The seat answered at the screen that is to decide now: the screen seat when the game
    // awaits it, else the first such seat awaited; -1 for none.
    int seatAskedAtScreen() const;
    void layTable(bool concealed);
    void setPassingTo(int seat);
    void updatePrompt();
    void markHand();
    void askAway(int seat);
    std::vector<int> mugginsCallerSeats() const;
    // The computer is to judge a person's count, and other people may call muggins first.
    bool mugginsChance() const;
    void answeredAtScreen(const Action& action);
    void answeredAway(const Action& action);
    void withdrawAll();
    bool paced() const;
    // Who fills `seat` now: the level is read as each seat is asked, so a level chosen in the
    // middle of a game plays from its next decision.
    SeatFill fillAt(int seat) const;
    SeatPlayer& playerAt(int seat);
    int screenSeat() const { return match_->screenSeat(); }
    void setBusy(bool busy);
    void setAskedAway(int seat);
    void setPrompt(Prompt prompt);
    void setRefusal(const QString& refusal);
    // prompt_text.cpp
    QString describePrompt() const;
    QString describeLayAway(const SeatWords& seats, const QString& screenName) const;
    void updatePromptText();

    MatchSession* match_;
    Scene* scene_;
    GameSettings* settings_;
    StepQueue steps_;
    ScreenPerson screen_;
    PlayerFactory factory_ = playerFor;
    // Each seat's player, and the fill it was made for.
    struct Seated {
        SeatFill fill;
        std::unique_ptr<SeatPlayer> player;
    };
    std::vector<Seated> seated_;
    // After the count, and after a game, the table waits for the person to go on.
    bool holdAfterHand_ = false;
    bool animated_ = true;
    bool busy_ = false;
    // The people have let the computer judge the count claimed last (noMuggins).
    bool mugginsDeclined_ = false;
    int askedAway_ = -1;  // the seat away from the screen that is deciding, if any
    int passingTo_ = -1;  // the seat the screen is being passed to, if any
    Prompt prompt_ = Prompt::None;
    QString refusal_;
    QString promptText_;
};

}  // namespace cribbage::ui
