#include "run_report.h"

#include <QMetaEnum>
#include <QMutexLocker>
#include <QQuickWindow>
#include <cstdio>

#include "autoplayer.h"
#include "game_session.h"
#include "process_memory.h"
#include "scene_graph_backend.h"

namespace cribbage::app {
namespace {

constexpr double kKbPerMib = 1024.0;

}  // namespace

void RunReport::watch(QQuickWindow* window, ui::GameSession* session, Autoplayer* autoplayer,
                      int games) {
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] {
        if (firstFrameMs_ < 0) {
            firstFrameMs_ = sinceStart_.elapsed();
        }
    });
    QObject::connect(session->turn(), &ui::TurnDriver::stepStarted, window,
                     [this, autoplayer, games](const ui::Step& step) {
                         if (step.kind == ui::StepKind::GameWon && ++gamesPlayed_ == games) {
                             autoplayer->play(0);
                         }
                     });
}

void RunReport::recordFrames(QQuickWindow* window, ui::TurnDriver* turn) {
    recordingFrames_ = true;
    // frameSwapped comes from the render thread when the scene graph renders on its own.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [this] {
            const QMutexLocker lock(&framesMutex_);
            frameNs_.append(sinceStart_.nsecsElapsed());
        },
        Qt::DirectConnection);
    QObject::connect(turn, &ui::TurnDriver::stepStarted, window, [this](const ui::Step& step) {
        beginStep(
            QString::fromLatin1(QMetaEnum::fromType<ui::StepKind::Kind>().valueToKey(step.kind)));
    });
    QObject::connect(turn, &ui::TurnDriver::busyChanged, window, [this, turn] {
        if (!turn->busy()) {
            endStep();
        }
    });
}

void RunReport::beginStep(const QString& kind) {
    endStep();
    steps_.append({kind, sinceStart_.nsecsElapsed(), -1});
}

void RunReport::endStep() {
    if (!steps_.isEmpty() && steps_.constLast().endNs < 0) {
        steps_.last().endNs = sinceStart_.nsecsElapsed();
    }
}

void RunReport::print(const QQuickWindow& window, const ui::TurnDriver& turn) const {
    const char* prompt =
        QMetaEnum::fromType<ui::TurnDriver::Prompt>().valueToKey(static_cast<int>(turn.prompt()));
    std::fprintf(stderr,
                 "cribbage: first frame after %lld ms; %d games played; waiting: %s; drawn with "
                 "%s\n",
                 static_cast<long long>(firstFrameMs_), gamesPlayed_, prompt,
                 qPrintable(graphicsApiName(window)));
    if (const auto memory = processMemory()) {
        std::fprintf(stderr, "cribbage: memory: %.1f MiB resident now, %.1f MiB at most\n",
                     static_cast<double>(memory->residentKb) / kKbPerMib,
                     static_cast<double>(memory->peakResidentKb) / kKbPerMib);
    }
    if (!recordingFrames_) {
        return;
    }
    QList<StepWindow> steps = steps_;
    if (!steps.isEmpty() && steps.constLast().endNs < 0) {
        steps.last().endNs = sinceStart_.nsecsElapsed();
    }
    QList<qint64> frames;
    {
        const QMutexLocker lock(&framesMutex_);
        frames = frameNs_;
    }
    const auto byKind = intervalsByKind(frames, steps);
    for (auto kind = byKind.begin(); kind != byKind.end(); ++kind) {
        const IntervalSummary summary = summarise(kind.value());
        if (summary.intervals == 0) {
            continue;
        }
        std::fprintf(stderr,
                     "cribbage: frames during %s: %d intervals, median %.1f ms, 95th percentile "
                     "%.1f ms, max %.1f ms (%d pauses of %lld ms or more left out)\n",
                     qPrintable(kind.key()), summary.intervals, summary.medianMs, summary.p95Ms,
                     summary.maxMs, summary.pauses, static_cast<long long>(kPauseNs / 1'000'000));
    }
}

}  // namespace cribbage::app
