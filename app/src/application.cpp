#include "application.h"

#include <QFont>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>
#include <climits>
#include <cstdio>

#include "autoplayer.h"
#include "data_folder.h"
#include "diagnostics.h"
#include "freed_memory.h"
#include "game_session.h"
#include "game_settings.h"
#include "level_choices.h"
#include "options.h"
#include "qt_options.h"
#include "run_report.h"
#include "scene_graph_backend.h"
#include "settings_change.h"
#include "translations.h"

namespace cribbage::app {
namespace {

constexpr int kSettleMs = 500;               // lets the last animation and images finish
constexpr int kScreenshotTimeoutMs = 60000;  // once the autoplay is over

// The command line as given, before QGuiApplication takes Qt's own options from it.
QStringList argumentsOf(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    return arguments;
}

// Prints the help, the version or what is wrong; returns the exit code.
// --seats: a computer level's id is the computer at that level, anything else a person's name.
void seatTable(ui::GameSettings& settings, const QStringList& seats) {
    changeSetting(settings, &RuleSettings::players, static_cast<int>(seats.size()));
    for (int seat = 0; seat < seats.size(); ++seat) {
        const QString& fill = seats.at(seat);
        const auto level = ui::choosableLevel(fill);
        settings.setPersonAt(seat, !level);
        if (level) {
            settings.setLevelAt(seat, *level);
        } else {
            settings.setNameAt(seat, fill);
        }
    }
}

int answer(const ParsedOptions& parsed) {
    useParentConsole();
    std::fputs(qPrintable(parsed.out), stdout);
    std::fputs(qPrintable(parsed.err), stderr);
    return parsed.exitCode;
}

// Once the game waits for the person, the autoplay is over and nothing moves any more, saves
// the window (when `file` is given) and quits.
void quitWhenSettled(QQuickWindow* window, ui::GameSession* session, Autoplayer* autoplayer,
                     const QString& file) {
    ui::TurnDriver* turn = session->turn();
    auto* settleTimer = new QTimer(window);
    settleTimer->setSingleShot(true);
    settleTimer->setInterval(kSettleMs);
    ui::GuidedGame* guide = session->guide();
    const auto check = [turn, guide, autoplayer, settleTimer] {
        const auto prompt = turn->prompt();
        // The guided game holds the table while the person reads a lesson.
        const bool waitsForPerson =
            guide->waitsForNext() || (!turn->busy() && prompt != ui::TurnDriver::Prompt::None &&
                                      prompt != ui::TurnDriver::Prompt::Wait);
        const bool settled = autoplayer->remaining() == 0 && !turn->thinking() && waitsForPerson;
        if (settled) {
            settleTimer->start();
        } else {
            settleTimer->stop();
        }
    };
    QObject::connect(turn, &ui::TurnDriver::busyChanged, window, check);
    QObject::connect(turn, &ui::TurnDriver::thinkingChanged, window, check);
    QObject::connect(turn, &ui::TurnDriver::promptChanged, window, check);
    QObject::connect(autoplayer, &Autoplayer::remainingChanged, window, check);
    QObject::connect(guide, &ui::GuidedGame::waitsChanged, window, check);
    const auto shoot = [window, file](int exitCode) {
        if (!file.isEmpty() && !window->grabWindow().save(file)) {
            std::fprintf(stderr, "cribbage: cannot write the screenshot to %s\n", qPrintable(file));
            exitCode = kExitFailed;
        }
        QCoreApplication::exit(exitCode);
    };
    QObject::connect(settleTimer, &QTimer::timeout, window, [shoot] { shoot(kExitOk); });
    auto* timeout = new QTimer(window);
    timeout->setSingleShot(true);
    timeout->setInterval(kScreenshotTimeoutMs);
    QObject::connect(timeout, &QTimer::timeout, window, [shoot] {
        std::fprintf(stderr, "cribbage: the game did not settle; stopped anyway\n");
        shoot(kExitNotSettled);
    });
    const auto startTimeout = [autoplayer, timeout] {
        if (autoplayer->remaining() == 0 && !timeout->isActive()) {
            timeout->start();
        }
    };
    QObject::connect(autoplayer, &Autoplayer::remainingChanged, window, startTimeout);
    startTimeout();
    check();
}

}  // namespace

int runApplication(int argc, char** argv) {
    RunReport report;
    // Read before the display is opened, so that --help, --version and any mistake answer
    // without one.
    const ParsedOptions early = parseOptions(withoutQtsOptions(argumentsOf(argc, argv)));
    if (!early.options) {
        return answer(early);
    }
    QGuiApplication app(argc, argv);
    setApplicationNames();
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    // What Qt left: its options for another platform than this one (-display under Wayland).
    const ParsedOptions parsed = parseOptions(QGuiApplication::arguments());
    if (!parsed.options) {
        return answer(parsed);
    }
    const Options& options = *parsed.options;
    if (options.fontSize) {
        QFont font = QGuiApplication::font();
        font.setPointSizeF(*options.fontSize);
        QGuiApplication::setFont(font);
    }
    chooseSceneGraphBackend();
    const bool scripted = options.scripted();
    // A scripted run leaves the settings alone: it speaks the system's language unless told.
    ui::installTranslations(app, !options.language.isEmpty() ? options.language
                                 : scripted                  ? QString()
                                                             : ui::GameSettings::storedLanguage());
    const QString dataFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    logToFileWithoutConsole(dataFolder);
    if (!scripted) {
        moveDataOutOfDoubledFolder(dataFolder);
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties(
        {{QStringLiteral("persistent"), !scripted},
         {QStringLiteral("seed"), options.seed ? QString::number(*options.seed) : QString()},
         {QStringLiteral("width"), options.size.width()},
         {QStringLiteral("height"), options.size.height()},
         {QStringLiteral("openedDialog"), options.dialog},
         {QStringLiteral("fontSizeGiven"), options.fontSize.has_value()}});
    engine.load(QUrl(QStringLiteral("qrc:/Cribbage/Ui/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return kExitFailed;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    auto* session = window ? window->property("session").value<ui::GameSession*>() : nullptr;
    if (!session) {
        std::fprintf(stderr, "cribbage: the window has no game session\n");
        return kExitFailed;
    }
    releaseBetweenDeals(session->turn());
    if (options.hints) {
        changeSetting(*session->settings(), &ui::CoachingValue::hints, true);
    }
    if (options.players != 0 && options.players != session->settings()->rules().players) {
        changeSetting(*session->settings(), &RuleSettings::players, options.players);
        session->newMatch();
    }
    if (!options.seats.isEmpty()) {
        seatTable(*session->settings(), options.seats);
        session->newMatch();
    }
    // The person's side is played as the computer at the chosen level would play it.
    Autoplayer autoplayer(session, ui::computerDecider(session->settings()->level()));
    // The computer's moves for the person are shown at once, unless frames are measured.
    QObject::connect(&autoplayer, &Autoplayer::remainingChanged, session, [&] {
        session->turn()->setAnimated(options.frameTimes || autoplayer.remaining() == 0);
    });
    autoplayer.play(options.autoplayGames > 0 ? INT_MAX : options.autoplay);
    if (!scripted) {
        return QGuiApplication::exec();
    }
    report.watch(window, session, &autoplayer, options.autoplayGames);
    if (options.frameTimes) {
        report.recordFrames(window, session->turn());
    }
    quitWhenSettled(window, session, &autoplayer, options.screenshot);
    const int code = QGuiApplication::exec();
    report.print(*window, *session->turn());
    return code;
}

}  // namespace cribbage::app
