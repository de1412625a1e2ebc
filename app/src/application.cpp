#include "application.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <climits>
#include <cstdio>
#include <cstdlib>

#include "autoplayer.h"
#include "computer_players.h"
#include "game_session.h"
#include "run_report.h"
#include "scene_graph_backend.h"
#include "translations.h"

namespace cribbage::app {
namespace {

constexpr int kSettleMs = 500;               // lets the last animation and images finish
constexpr int kScreenshotTimeoutMs = 60000;  // once the autoplay is over

struct Options {
    QString screenshot;
    QString seed;
    int autoplay = 0;
    int autoplayGames = -1;  // not given
    bool frameTimes = false;
    QSize size{1280, 800};
    bool hints = false;
    int players = 0;  // not given: as the settings say

    // A run that plays by itself, quits once settled and reports; it leaves the saved game
    // and the settings alone.
    bool scripted() const { return !screenshot.isEmpty() || autoplayGames >= 0 || frameTimes; }
};

int countOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                const char* what) {
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 0) {
        std::fprintf(stderr, "cribbage: --%s wants a number of %s, not '%s'\n",
                     qPrintable(option.names().constFirst()), what,
                     qPrintable(parser.value(option)));
        std::exit(2);
    }
    return value;
}

Options parseOptions(const QGuiApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Cribbage for two, three or four: you and the computer."));
    parser.addHelpOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save the window to FILE (PNG) once it has settled, then quit. The saved "
                       "game is neither read nor written."),
        QStringLiteral("FILE"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Deal the new match from seed S."),
                                  QStringLiteral("S"));
    const QCommandLineOption autoplay(
        QStringLiteral("autoplay"),
        QStringLiteral("The computer makes your next N decisions (a new match counts as one), "
                       "with instant animations."),
        QStringLiteral("N"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("The window's size, e.g. 1280x800."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption autoplayGames(
        QStringLiteral("autoplay-games"),
        QStringLiteral("The computer plays your side until K games are over, then the run ends "
                       "as with --screenshot (a picture only if --screenshot is given)."),
        QStringLiteral("K"));
    const QCommandLineOption frameTimes(
        QStringLiteral("frame-times"),
        QStringLiteral("Autoplay at the normal animation speed and print, on the way out, the "
                       "intervals between frames during each kind of step."));
    const QCommandLineOption hints(QStringLiteral("hints"),
                                   QStringLiteral("Turn the hints on, as the H key does."));
    const QCommandLineOption players(
        QStringLiteral("players"),
        QStringLiteral("Begin a new match of N players (2, 3 or 4: two partnerships), the "
                       "computer at the other seats."),
        QStringLiteral("N"));
    parser.addOptions(
        {screenshot, seed, autoplay, autoplayGames, frameTimes, size, hints, players});
    parser.process(app);

    Options options;
    options.screenshot = parser.value(screenshot);
    options.seed = parser.value(seed);
    options.hints = parser.isSet(hints);
    if (parser.isSet(autoplay)) {
        options.autoplay = countOption(parser, autoplay, "decisions");
    }
    if (parser.isSet(autoplayGames)) {
        options.autoplayGames = countOption(parser, autoplayGames, "games");
    }
    if (parser.isSet(autoplay) && parser.isSet(autoplayGames)) {
        std::fprintf(stderr, "cribbage: give --autoplay or --autoplay-games, not both\n");
        std::exit(2);
    }
    options.frameTimes = parser.isSet(frameTimes);
    if (parser.isSet(players)) {
        options.players = countOption(parser, players, "players");
        if (options.players < 2 || options.players > 4) {
            std::fprintf(stderr, "cribbage: --players wants 2, 3 or 4, not '%s'\n",
                         qPrintable(parser.value(players)));
            std::exit(2);
        }
    }
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        const int width = parts.value(0).toInt();
        const int height = parts.value(1).toInt();
        if (parts.size() != 2 || width <= 0 || height <= 0) {
            std::fprintf(stderr, "cribbage: --size wants WIDTHxHEIGHT, not '%s'\n",
                         qPrintable(parser.value(size)));
            std::exit(2);
        }
        options.size = QSize(width, height);
    }
    return options;
}

// Once the game waits for the person, the autoplay is over and nothing moves any more, saves
// the window (when `file` is given) and quits.
void quitWhenSettled(QQuickWindow* window, ui::GameSession* session, Autoplayer* autoplayer,
                     const QString& file) {
    ui::TurnDriver* turn = session->turn();
    auto* settleTimer = new QTimer(window);
    settleTimer->setSingleShot(true);
    settleTimer->setInterval(kSettleMs);
    const auto check = [turn, autoplayer, settleTimer] {
        const auto prompt = turn->prompt();
        const bool settled = !turn->busy() && !turn->thinking() && autoplayer->remaining() == 0 &&
                             prompt != ui::TurnDriver::Prompt::None &&
                             prompt != ui::TurnDriver::Prompt::Wait;
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
    const auto shoot = [window, file](int exitCode) {
        if (!file.isEmpty() && !window->grabWindow().save(file)) {
            std::fprintf(stderr, "cribbage: cannot write the screenshot to %s\n", qPrintable(file));
            exitCode = 1;
        }
        QCoreApplication::exit(exitCode);
    };
    QObject::connect(settleTimer, &QTimer::timeout, window, [shoot] { shoot(0); });
    auto* timeout = new QTimer(window);
    timeout->setSingleShot(true);
    timeout->setInterval(kScreenshotTimeoutMs);
    QObject::connect(timeout, &QTimer::timeout, window, [shoot] {
        std::fprintf(stderr, "cribbage: the game did not settle; stopped anyway\n");
        shoot(3);
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
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationName(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cribbage"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    ui::installTranslations(app);
    const Options options = parseOptions(app);
    chooseSceneGraphBackend();
    const bool scripted = options.scripted();

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{QStringLiteral("persistent"), !scripted},
                                 {QStringLiteral("seed"), options.seed},
                                 {QStringLiteral("width"), options.size.width()},
                                 {QStringLiteral("height"), options.size.height()}});
    engine.load(QUrl(QStringLiteral("qrc:/Cribbage/Ui/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    auto* session = window ? window->property("session").value<ui::GameSession*>() : nullptr;
    if (!session) {
        std::fprintf(stderr, "cribbage: the window has no game session\n");
        return 1;
    }
    if (options.hints) {
        session->settings()->setHints(true);
    }
    if (options.players != 0 && options.players != session->settings()->players()) {
        session->settings()->setPlayers(options.players);
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
