#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>

#include "cribbage/game.h"
#include "game_settings.h"
#include "saved_match.h"

namespace cribbage::ui {

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
    // The person's last decision can be taken back (see undo()).
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    // The guided game is being played in place of the person's own (see beginGuide()).
    Q_PROPERTY(bool guided READ guided NOTIFY guidedChanged)

public:
    MatchSession(GameSettings* settings, QObject* parent = nullptr);

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

    // The guided game: the person's own match is put aside as it is (its save untouched) and
    // the game of `setup` is played, never saved, with nothing to take back.
    void beginGuide(const GameSetup& setup);
    // Puts the guided game away and brings back the person's own match exactly as it was.
    void endGuide();
    bool guided() const { return aside_.has_value(); }
    // True while begun() announces the guided game or the return from it, which the
    // statistics and the review of the person's own game do not hear as a new game.
    bool swappingGuide() const { return swappingGuide_; }

    // Applies `action` and saves the match; the events that followed, or the refusal (the
    // game is unchanged).
    Result<std::vector<Event>> apply(const Action& action);

    // Takes back the person's last decision (a lay away, a card played, a count claimed): the
    // game is again as it was before it, and saved. Only one, only in the game in progress,
    // and not while a count claimed waits to be judged; judging a computer's count (which
    // shows its breakdown) lets no decision before it be taken back. False when there is
    // nothing to take back.
    bool undo();

    // Called with the events of every action applied (the statistics listen).
    void setEventsListener(std::function<void(const std::vector<Event>&)> listener) {
        eventsListener_ = std::move(listener);
    }
    // Called with every action applied, the person's view just before it and the events that
    // followed (the review listens).
    using MoveListener =
        std::function<void(const SeatView& before, const Action&, const std::vector<Event>&)>;
    void setMoveListener(MoveListener listener) { moveListener_ = std::move(listener); }

    // Keeps the cards the person has chosen for the crib (not yet laid away) with the save.
    void keepCribChoice(const std::vector<Card>& cards);
    // The cards chosen for the crib when the match was saved, if it was resumed at that move.
    const std::vector<Card>& cribChoiceOnResume() const { return cribChoiceOnResume_; }

    const Game* game() const { return game_ ? &*game_ : nullptr; }
    // The seat the person plays.
    int personSeat() const { return personSeat_; }
    int target() const;
    int matchGames() const;
    bool muggins() const;
    bool gameInProgress() const { return gameInProgress_; }
    QString notice() const { return notice_; }
    bool canUndo() const;

signals:
    // A match or game was begun afresh or resumed: the table is laid anew.
    void begun();
    void gameInProgressChanged();
    void noticeChanged();
    void canUndoChanged();
    // The game before a decision of the person's was kept, for undo(): emitted before the
    // decision's events are heard.
    void undoPointKept();
    // The person's last decision was taken back: the table is laid anew.
    void undone();
    void guidedChanged();

private:
    void begin(Result<Game> game);
    void announceSwap();
    void save();
    void updateGameInProgress();
    // Another game is in play (begun, or the one before an undo): nothing to take back, no
    // cards chosen for the crib; saved, and what the table shows of it updated.
    void gameReplaced();
    void updateCanUndo();
    void setNotice(const QString& notice);
    std::uint64_t nextSeed();

    GameSettings* settings_;
    std::optional<SavedMatch> saved_;
    bool persistent_ = false;
    std::optional<std::uint64_t> seed_;
    std::optional<Game> game_;
    // The game as it was before the person's last decision that can be taken back.
    std::optional<Game> undoPoint_;
    bool canUndo_ = false;
    std::vector<Card> cribChoiceOnResume_;
    // The cards the person has chosen for the crib, not yet laid away.
    std::vector<Card> cribChoice_;
    // The person's own match while the guided game is played.
    struct Aside {
        std::optional<Game> game;
        std::optional<Game> undoPoint;
        std::vector<Card> cribChoice;
    };
    std::optional<Aside> aside_;
    bool swappingGuide_ = false;
    int personSeat_ = 0;
    bool gameInProgress_ = false;
    QString notice_;
    std::function<void(const std::vector<Event>&)> eventsListener_;
    MoveListener moveListener_;
};

}  // namespace cribbage::ui
