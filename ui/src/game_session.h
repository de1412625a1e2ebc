#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QQmlParserStatus>
#include <QString>
#include <QStringList>

#include "counting_practice.h"
#include "decider.h"
#include "game_settings.h"
#include "guided_game.h"
#include "hint_model.h"
#include "library/library.h"
#include "match_session.h"
#include "review_model.h"
#include "scene.h"
#include "statistics.h"
#include "turn_driver.h"

namespace cribbage::ui {

// The game as QML declares it: the person's settings, the match (its game and save), the turn
// driver (whose turn, the person's moves, the steps to animate), the scene (what lies on the
// table) and the hints. It begins once the declaration is complete: the saved match resumes,
// or a new match is dealt.
class GameSession : public QObject, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT

    // Set in the declaration. Without persistent, no match is loaded or saved and the
    // settings start at their defaults and are forgotten.
    Q_PROPERTY(QString storageDirectory READ storageDirectory WRITE setStorageDirectory NOTIFY
                   storageDirectoryChanged)
    Q_PROPERTY(bool persistent READ persistent WRITE setPersistent NOTIFY persistentChanged)
    // A seed (a whole number) deals every new match and game the same at every run.
    Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY seedChanged)

    Q_PROPERTY(cribbage::ui::GameSettings* settings READ settings CONSTANT)
    // The match at the table: the person's own, or the guided game's while it is played.
    Q_PROPERTY(cribbage::ui::MatchSession* match READ match NOTIFY matchChanged)
    Q_PROPERTY(cribbage::ui::TurnDriver* turn READ turn CONSTANT)
    Q_PROPERTY(cribbage::ui::Scene* scene READ scene CONSTANT)
    // With hintsShown, the best options for the person's lay away or play.
    Q_PROPERTY(cribbage::ui::HintModel* hints READ hints CONSTANT)
    // Whether the person the screen is shown to chose to see the hints (settings.coachOf
    // them): each person of a table of people chooses for themselves, by name.
    Q_PROPERTY(bool hintsShown READ hintsShown WRITE setHintsShown NOTIFY screenPersonChanged)
    // The notes' threshold the person the screen is shown to chose (settings.coachOf them).
    Q_PROPERTY(int warnAboveTenths READ warnAboveTenths WRITE setWarnAboveTenths NOTIFY
                   screenPersonChanged)
    // The person's statistics, fed by the match (remembered when persistent).
    Q_PROPERTY(cribbage::ui::Statistics* statistics READ statistics CONSTANT)
    // The review of the decisions in the current game of the person the screen is shown to:
    // each person at a table of people has their own, seen only at their turn. While the
    // screen is passed, an empty review: the last person's would tell their hand.
    Q_PROPERTY(cribbage::ui::ReviewModel* review READ review NOTIFY screenPersonChanged)
    // The person's last decision can be taken back (MatchSession::canUndo), and not while the
    // screen is passed: that would show their hand again to whoever holds it.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    // Counting practice, its figures kept in the statistics.
    Q_PROPERTY(cribbage::ui::CountingPractice* practice READ practice CONSTANT)
    // Every game of the person's own match that ended, finished or not (remembered when
    // persistent).
    Q_PROPERTY(cribbage::ui::Library* library READ library CONSTANT)
    // The guided first game, played in place of the match and left for it at any moment.
    Q_PROPERTY(cribbage::ui::GuidedGame* guide READ guide CONSTANT)

public:
    explicit GameSession(QObject* parent = nullptr);

    void classBegin() override {}
    void componentComplete() override;
    // Resumes the saved match (when persistent) or deals a new one; once only.
    Q_INVOKABLE void start();

    // A new match: the match score starts again from nothing (the guided game is left).
    Q_INVOKABLE void newMatch();
    // The next game of the match: a game in progress is abandoned (the match score stays);
    // after a win the next game is dealt as usual; after the match, a new match.
    Q_INVOKABLE void newGame();
    // Takes back the person's last decision (MatchSession::undo), marked in the statistics;
    // nothing unless canUndo.
    Q_INVOKABLE void undo();
    // The person called `from` is called `to` from now on: their statistics, the seats that
    // remember them, and the match in play. Empty when done; otherwise why not, in the
    // player's words (an empty name, or one another person's statistics already have).
    Q_INVOKABLE QString renamePerson(const QString& from, const QString& to);
    // Forgets the person called `name`: their statistics, and the seats that remember them.
    Q_INVOKABLE void removePerson(const QString& name);

    QString storageDirectory() const { return storageDirectory_; }
    void setStorageDirectory(const QString& directory);
    bool persistent() const { return persistent_; }
    void setPersistent(bool persistent);
    QString seed() const { return seed_; }
    void setSeed(const QString& seed);

    GameSettings* settings() const { return settings_; }
    MatchSession* match() const { return guide_->active() ? guide_->match() : own_; }
    TurnDriver* turn() const { return turn_; }
    Scene* scene() const { return scene_; }
    HintModel* hints() const { return hints_; }
    bool hintsShown() const { return coachAt(match()->screenSeat()).hints; }
    void setHintsShown(bool shown);
    int warnAboveTenths() const { return coachAt(match()->screenSeat()).warnAboveTenths; }
    void setWarnAboveTenths(int tenths);
    Statistics* statistics() const { return statistics_; }
    CountingPractice* practice() const { return practice_; }
    ReviewModel* review() const;
    bool canUndo() const { return match()->canUndo() && !turn_->passing(); }
    // The review of the person at `seat` (0 to 3).
    ReviewModel* reviewAt(int seat) const { return reviews_.at(static_cast<std::size_t>(seat)); }
    GuidedGame* guide() const { return guide_; }
    Library* library() const { return library_; }

signals:
    void storageDirectoryChanged();
    void persistentChanged();
    void seedChanged();
    void matchChanged();
    // The screen is shown to another person, or what the person there chose changed.
    void screenPersonChanged();
    void canUndoChanged();

private:
    // The coach choices of the person at `seat` of the match at the table.
    CoachChoice coachAt(int seat) const;
    // The settings where the storage directory keeps them (remembered when persistent).
    void openSettings();
    void updateHints();
    // Rules chosen before the first card of the person's own match is dealt begin it again
    // with them; once a card is dealt, they wait for the next match.
    void applyRulesBeforeTheFirstDeal();
    void connectReviews();
    // The match at the table ended: the library keeps it, with what the reviews judged.
    void keepInLibrary();

    QString storageDirectory_;
    bool persistent_ = true;
    QString seed_;
    bool started_ = false;

    GameSettings* settings_;
    // The person's own match: saved, resumed, heard by the statistics and the review.
    MatchSession* own_;
    Scene* scene_;
    TurnDriver* turn_;
    HintModel* hints_;
    Statistics* statistics_;
    CountingPractice* practice_;
    std::array<ReviewModel*, 4> reviews_;  // by seat
    ReviewModel* noOnesReview_;            // while the screen is passed
    GuidedGame* guide_;
    Library* library_;
    ReviewTotals reviewed_;  // of the own match, by seat
};

}  // namespace cribbage::ui
