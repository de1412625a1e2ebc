#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <cstdint>

#include "guide_lesson.h"
#include "match_session.h"
#include "step.h"
#include "turn_driver.h"

namespace cribbage::ui {

// The guided first game: one deal of a seeded game against the computer, each phase explained
// by a lesson as it comes. The lessons follow the turn driver's prompts (the person really
// cuts, lays away and plays) and the steps the table shows; after a step worth reading (a new
// phase, points pegged, a Go) the table waits for next(). The guide's deal is a match of its
// own, played in place of the person's, which is not touched and comes back as it was when
// the guide is left.
class GuidedGame : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.guide")
    Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(cribbage::ui::Guide::Lesson lesson READ lesson NOTIFY lessonChanged)
    Q_PROPERTY(QString title READ title NOTIFY lessonChanged)
    Q_PROPERTY(QString text READ text NOTIFY lessonChanged)
    // What just happened, explained: points pegged in the play or the show, a Go, the starter.
    Q_PROPERTY(QString happened READ happened NOTIFY happenedChanged)
    // What the lesson talks about, for the callout to point at.
    Q_PROPERTY(Target target READ target NOTIFY lessonChanged)
    // The game waits for the person's move (the prompt's).
    Q_PROPERTY(bool waitsForMove READ waitsForMove NOTIFY waitsChanged)
    // The table waits for the person to read and go on (next()).
    Q_PROPERTY(bool waitsForNext READ waitsForNext NOTIFY waitsChanged)

public:
    // The seed of the guided deal: one in which every event the lessons speak of happens when
    // the person moves as the autoplay does at the default level: the person deals and the
    // computer turns a jack for the person's heels, the play has a fifteen, a pair, a run, a
    // Go and a 31, both hands and the crib score. The person deals for 40 of the 45 depths the
    // pack may be cut at; the starter, cut by the computer, is then the jack whatever the
    // person lays away, and each other level playing the person's side sees all nine events
    // too. The best of seeds 1 to 200000, found by
    //   build/release/tools/guide-seed --from 1 --to 200000
    // A person who moves otherwise sees another deal: what happens is told as it happens.
    static constexpr std::uint64_t kSeed = 63365;

    using Lesson = Guide::Lesson;

    enum class Target {
        Nothing,
        Pack,
        PersonHand,
        OpponentHand,
        // The hand counted in the show, which lies where its cards were played.
        PersonShown,
        OpponentShown,
        Count,
        Crib,
    };
    Q_ENUM(Target)

    // `match`: the guide's own (never saved, nothing to take back, one deal).
    GuidedGame(MatchSession* match, TurnDriver* turn, QObject* parent = nullptr);

    // Starts the guided game (again, if it is on).
    Q_INVOKABLE void begin();
    // The person has read: the table goes on.
    Q_INVOKABLE void next();
    // Back to the person's own match, exactly as it was. Continue does the same once the
    // guide's deal is over: the guided game is that one deal.
    Q_INVOKABLE void leave();

    bool active() const { return active_; }
    MatchSession* match() const { return match_; }
    Lesson lesson() const { return lesson_; }
    QString title() const;
    QString text() const;
    QString happened() const { return happened_; }
    Target target() const;
    bool waitsForMove() const { return active() && turn_->personToMove(); }
    bool waitsForNext() const { return waitsForNext_; }

signals:
    void activeChanged();
    void lessonChanged();
    void happenedChanged();
    void waitsChanged();

private:
    void promptChanged();
    void stepStarted(const Step& step);
    // The step's phase is over when the person has read it: the table waits for next().
    void holdForReading();
    void setLesson(Lesson lesson);
    void setHappened(const QString& happened);
    // The dealer of the guide's deal (the engine runs ahead of the table: its dealer may
    // already be the next deal's).
    bool explaining() const;
    bool personDeals() const;

    MatchSession* match_;
    TurnDriver* turn_;
    Lesson lesson_ = Lesson::None;
    QString happened_;
    bool waitsForNext_ = false;
    int dealer_ = -1;
    bool active_ = false;
};

}  // namespace cribbage::ui
