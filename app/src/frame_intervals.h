#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace cribbage::app {

// Frame pacing, measured: when frames were shown and when each step began, in nanoseconds on
// one clock, turned into the intervals between frames for each kind of step.

struct StepWindow {
    QString kind;
    qint64 beginNs = 0;
    qint64 endNs = 0;  // the next step's beginning, or when the table fell idle
};

struct IntervalSummary {
    int intervals = 0;
    int pauses = 0;  // intervals left out: nothing moved, so nothing was drawn
    double medianMs = 0;
    double p95Ms = 0;  // nearest rank
    double maxMs = 0;
};

// The intervals between consecutive frames that both fall inside one step's window, by the
// step's kind. Frame times must be in increasing order.
QMap<QString, QList<qint64>> intervalsByKind(const QList<qint64>& frameNs,
                                             const QList<StepWindow>& windows);

// Frames are drawn only while something moves: a gap this long is the table at rest between
// two animations of one step (the items of a counted hand shown one by one), not a slow frame.
constexpr qint64 kPauseNs = 250'000'000;

// Median, 95th percentile and maximum of intervals in nanoseconds, in milliseconds; intervals of
// pauseNs or more are counted as pauses and left out.
IntervalSummary summarise(QList<qint64> intervalsNs, qint64 pauseNs = kPauseNs);

}  // namespace cribbage::app
