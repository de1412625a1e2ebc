#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QMutex>

#include "frame_intervals.h"

class QQuickWindow;

namespace cribbage::ui {
class GameSession;
class TurnDriver;
}  // namespace cribbage::ui

namespace cribbage::app {

class Autoplayer;

// What a scripted run (--screenshot, --autoplay-games, --frame-times) tells on its way out:
// the time from the start of main() to the first frame, the games played, the memory in use
// and, when asked, the intervals between frames for each kind of step.
class RunReport {
public:
    RunReport() { sinceStart_.start(); }

    // Counts the games; after `games` of them (0: never) the person's autoplay stops.
    void watch(QQuickWindow* window, ui::GameSession* session, Autoplayer* autoplayer, int games);
    // Records when each frame is shown and when each step begins and ends.
    void recordFrames(QQuickWindow* window, ui::TurnDriver* turn);
    void print(const QQuickWindow& window, const ui::TurnDriver& turn) const;

private:
    void beginStep(const QString& kind);
    void endStep();

    QElapsedTimer sinceStart_;
    qint64 firstFrameMs_ = -1;
    int gamesPlayed_ = 0;
    bool recordingFrames_ = false;

    mutable QMutex framesMutex_;  // frames are swapped on the render thread
    QList<qint64> frameNs_;
    QList<StepWindow> steps_;
};

}  // namespace cribbage::app
