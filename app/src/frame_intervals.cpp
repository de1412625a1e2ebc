#include "frame_intervals.h"

#include <algorithm>
#include <cmath>

namespace cribbage::app {
namespace {

constexpr double kNsPerMs = 1e6;

}  // namespace

QMap<QString, QList<qint64>> intervalsByKind(const QList<qint64>& frameNs,
                                             const QList<StepWindow>& windows) {
    QMap<QString, QList<qint64>> byKind;
    for (const StepWindow& window : windows) {
        const auto first = std::lower_bound(frameNs.begin(), frameNs.end(), window.beginNs);
        const auto last = std::lower_bound(first, frameNs.end(), window.endNs);
        if (first == last) {
            continue;
        }
        QList<qint64>& intervals = byKind[window.kind];
        for (auto frame = std::next(first); frame != last; ++frame) {
            intervals.append(*frame - *std::prev(frame));
        }
    }
    return byKind;
}

IntervalSummary summarise(QList<qint64> intervalsNs, qint64 pauseNs) {
    std::sort(intervalsNs.begin(), intervalsNs.end());
    const auto firstPause = std::lower_bound(intervalsNs.begin(), intervalsNs.end(), pauseNs);
    const auto pauses = static_cast<int>(std::distance(firstPause, intervalsNs.end()));
    intervalsNs.erase(firstPause, intervalsNs.end());
    if (intervalsNs.isEmpty()) {
        return {0, pauses};
    }
    const auto count = intervalsNs.size();
    const auto rank = [&](double fraction) {
        const auto index = static_cast<qsizetype>(std::ceil(fraction * static_cast<double>(count)));
        return static_cast<double>(intervalsNs.at(std::clamp<qsizetype>(index - 1, 0, count - 1))) /
               kNsPerMs;
    };
    const double median = count % 2 == 1 ? static_cast<double>(intervalsNs.at(count / 2))
                                         : (static_cast<double>(intervalsNs.at(count / 2 - 1)) +
                                            static_cast<double>(intervalsNs.at(count / 2))) /
                                               2;
    return {static_cast<int>(count), pauses, median / kNsPerMs, rank(0.95),
            static_cast<double>(intervalsNs.constLast()) / kNsPerMs};
}

}  // namespace cribbage::app
