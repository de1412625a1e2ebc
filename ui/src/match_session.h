#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "cribbage/game.h"
#include "game_settings.h"
#include "saved_match.h"
#include "seating.h"

namespace cribbage::ui {

// An action the match applied: the action, the events that followed, and what the person saw
// just before it.
struct Applied {
    Action action;
    std::vector<Event> events;
    SeatView before;
};

// What a match is and keeps of itself: a value it is made with, not a mode it is put in.
struct MatchTerms {
    bool saved = true;     // saved after every move (when the session is persistent)
    bool undoable = true;  // the person's last decision can be taken back
    bool oneDeal = false;  // one deal, then finished(): Continue after it ends the match
    bool computerAtDefaultLevel = false;  // whatever level the settings choose
};

// The match being played: the engine's game, its save after every move, and a new game or a
// new match on request. It knows nothing of the table: the turn driver shows what follows.
class MatchSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game session owns the match")
    Q_PROPERTY(int target READ target NOTIFY begun)
    Q_PROPERTY(int matchGames READ matchGames NOTIFY begun)
    Q_PROPERTY(bool muggins READ muggins NOTIFY begun)
    // A game has been dealt and is not over: a new game or match would abandon it.
    Q_PROPERTY(bool gameInProgress READ gameInProgress NOTIFY gameInProgressChanged)
    // Something the person should know that is not part of the game: a save that could not
    // be read or written.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    // Two people or more play at this screen.
    Q_PROPERTY(bool tableOfPeople READ tableOfPeople NOTIFY begun)
    // The person's last decision can be taken back (see undo()).
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)

public:
    MatchSession(GameSettings* settings, MatchTerms terms, QObject* parent = nullptr);

    // Keeps the match in `directory` (saved after every move when `persistent`), and deals
    // every new match and game from `seed` when one is given.
    void open(const QString& directory, bool persistent, std::optional<std::uint64_t> seed);
    // Goes on with the saved match; false when there is none to go on with.
    bool resume();

    // A new match: the match score starts again from nothing.
    void newMatch();
    // The next game of the match. A game in progress is abandoned: it counts for nobody, the
    // match score stays, and the same game is dealt afresh (first dealer as the match's rules
    // say). After the match, a new match. (After a game is won, the next is dealt as usual:
    // see GameSession::newGame.)
    void newGame();

    // A new match of `setup` (the guided game's seeded deal).
    void newMatch(const GameSetup& setup);
    // A one-deal match is over: finished().
    void finish();

    // Applies `action` and saves the match; the events that followed, or the refusal (the
    // game is unchanged).
    Result<std::vector<Event>> apply(const Action& action);

    // Takes back the last decision of the person at the screen (a lay away, a card played, a
    // count claimed): the game is again as it was before it, and saved. Only one, only in the
    // game in progress, only with no other person's decision after it, and not while a count
    // claimed waits to be judged; judging a computer's count (which shows its breakdown) lets
    // no decision before it be taken back. False when there is nothing to take back.
    bool undo();

    // Keeps the cards the person has chosen for the crib (not yet laid away) with the save.
    void keepCribChoice(const std::vector<Card>& cards);
    // The cards the person has chosen for the crib and not yet laid away; after a resume, as
    // they were when the match was saved.
    const std::vector<Card>& cribChoice() const { return cribChoice_; }
    const MatchTerms& terms() const { return terms_; }

    const Game* game() const { return game_ ? &*game_ : nullptr; }
    // Who fills each seat of the match: the settings' when it began (the computers' levels as
    // the settings say now), or as saved.
    const Lineup& lineup() const { return lineup_; }
    // Two people or more play at this screen.
    bool tableOfPeople() const { return peopleIn(lineup_) >= 2; }
    // The seat of the person the screen is shown to: at a table of people, whoever was asked
    // last; kept with the save.
    int screenSeat() const { return screenSeat_; }
    void setScreenSeat(int seat);
    // Who sits where in the match in play (there must be one).
    Seating seating() const { return {game_->rules(), screenSeat_, lineup_}; }
    // The person called `from` is called `to` at this table from now on; false when no one
    // here is called `from`.
    bool renamePerson(const QString& from, const QString& to);
    int target() const;
    int matchGames() const;
    bool muggins() const;
    bool gameInProgress() const { return gameInProgress_; }
    // The match has begun (there is a game) and no card of it has been dealt yet: its first
    // game, before the first Deal.
    bool beforeFirstDeal() const;
    QString notice() const { return notice_; }
    bool canUndo() const;

signals:
    // A match or game was begun afresh or resumed: the table is laid anew.
    void begun();
    // The screen is shown from another seat.
    void screenSeatChanged();
    void gameInProgressChanged();
    void noticeChanged();
    void canUndoChanged();
    // The game before a decision of the person's was kept, for undo(): emitted before the
    // decision's events are heard.
    void undoPointKept();
    // The person's last decision was taken back: the table is laid anew.
    void undone();
    // The match ended: won, or left for another with a card of it dealt. Emitted while
    // game() and lineup() are still its, once for each match.
    void ended();
    // A one-deal match's deal is over and the person goes on (see finish()).
    void finished();
    // An action was applied, the match saved and canUndo brought up to date (the statistics
    // and the review listen).
    void applied(const cribbage::ui::Applied& applied);

private:
    void begin(Result<Game> game, Lineup lineup);
    void save();
    void updateGameInProgress();
    // Another game is in play (begun, or the one before an undo): nothing to take back, no
    // cards chosen for the crib; saved, and what the table shows of it updated.
    void gameReplaced();
    void updateCanUndo();
    void setNotice(const QString& notice);
    std::uint64_t nextSeed();
    // The person at seat 0 and the computer at every other seat of a table of `players`.
    Lineup onePersonLineup(int players) const;
    void followLevels();
    // Says why the last save failed, or takes back what the one before said.
    void saySaved(const QString& error);

    GameSettings* settings_;
    MatchTerms terms_;
    std::optional<SavedMatch> saved_;
    bool persistent_ = false;
    std::optional<std::uint64_t> seed_;
    std::optional<Game> game_;
    // The game as it was before the person's last decision that can be taken back.
    std::optional<Game> undoPoint_;
    bool canUndo_ = false;
    std::vector<Card> cribChoice_;
    Lineup lineup_;
    int screenSeat_ = 0;
    // The seat whose decision undo() takes back.
    int undoSeat_ = -1;
    bool gameInProgress_ = false;
    QString notice_;
    QString lastSaveFailure_;  // what the last save said, empty when it succeeded
};

}  // namespace cribbage::ui
