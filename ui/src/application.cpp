#include "application.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QMetaEnum>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <cstdlib>

#include "game_controller.h"

namespace cribbage::ui {
namespace {

constexpr int kSettleMs = 500;               // lets the last animation and images finish
constexpr int kScreenshotTimeoutMs = 60000;  // once the autoplay is over

struct Options {
    QString screenshot;
    QString seed;
    int autoplay = 0;
    QSize size{1280, 800};
    bool hints = false;
};

Options parseOptions(const QGuiApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Cribbage for two: you against the computer."));
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
    const QCommandLineOption hints(QStringLiteral("hints"),
                                   QStringLiteral("Turn the hints on, as the H key does."));
    parser.addOptions({screenshot, seed, autoplay, size, hints});
    parser.process(app);

    Options options;
    options.screenshot = parser.value(screenshot);
    options.seed = parser.value(seed);
    options.hints = parser.isSet(hints);
    if (parser.isSet(autoplay)) {
        bool ok = false;
        options.autoplay = parser.value(autoplay).toInt(&ok);
        if (!ok || options.autoplay < 0) {
            std::fprintf(stderr, "cribbage: --autoplay wants a number of decisions, not '%s'\n",
                         qPrintable(parser.value(autoplay)));
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

// What a screenshot run tells on its way out: how long the first frame took from the start
// of main(), and how many games were played.
struct RunReport {
    QElapsedTimer sinceStart;
    qint64 firstFrameMs = -1;
    int gamesPlayed = 0;

    void watch(QQuickWindow* window, GameController* controller) {
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] {
            if (firstFrameMs < 0) {
                firstFrameMs = sinceStart.elapsed();
            }
        });
        QObject::connect(
            controller, &GameController::stepStarted, window, [this](const QVariantMap& step) {
                gamesPlayed += step.value(QStringLiteral("kind")) == QLatin1String("gameWon");
            });
    }
    void print(const GameController& controller) const {
        const char* prompt = QMetaEnum::fromType<GameController::Prompt>().valueToKey(
            static_cast<int>(controller.prompt()));
        std::fprintf(stderr, "cribbage: first frame after %lld ms; %d games played; waiting: %s\n",
                     static_cast<long long>(firstFrameMs), gamesPlayed, prompt);
    }
};

// Saves the window once the game waits for the person and nothing moves any more.
void takeScreenshotWhenSettled(QQuickWindow* window, GameController* controller,
                               const QString& file) {
    auto* settleTimer = new QTimer(window);
    settleTimer->setSingleShot(true);
    settleTimer->setInterval(kSettleMs);
    const auto check = [controller, settleTimer] {
        const auto prompt = controller->prompt();
        const bool settled =
            !controller->busy() && !controller->thinking() && controller->autoplay() == 0 &&
            prompt != GameController::Prompt::None && prompt != GameController::Prompt::Wait;
        if (settled) {
            settleTimer->start();
        } else {
            settleTimer->stop();
        }
    };
    QObject::connect(controller, &GameController::busyChanged, window, check);
    QObject::connect(controller, &GameController::thinkingChanged, window, check);
    QObject::connect(controller, &GameController::promptChanged, window, check);
    QObject::connect(controller, &GameController::autoplayChanged, window, check);
    const auto shoot = [window, file](int exitCode) {
        if (!window->grabWindow().save(file)) {
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
        std::fprintf(stderr, "cribbage: the game did not settle; screenshot taken anyway\n");
        shoot(3);
    });
    const auto startTimeout = [controller, timeout] {
        if (controller->autoplay() == 0 && !timeout->isActive()) {
            timeout->start();
        }
    };
    QObject::connect(controller, &GameController::autoplayChanged, window, startTimeout);
    startTimeout();
    check();
}

}  // namespace

int runApplication(int argc, char** argv) {
    RunReport report;
    report.sinceStart.start();
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationName(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cribbage"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    const Options options = parseOptions(app);
    const bool screenshot = !options.screenshot.isEmpty();

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{QStringLiteral("persistent"), !screenshot},
                                 {QStringLiteral("seed"), options.seed},
                                 {QStringLiteral("autoplay"), options.autoplay},
                                 {QStringLiteral("width"), options.size.width()},
                                 {QStringLiteral("height"), options.size.height()}});
    engine.load(QUrl(QStringLiteral("qrc:/Cribbage/Ui/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    auto* controller = window ? window->property("controller").value<GameController*>() : nullptr;
    if (!controller) {
        std::fprintf(stderr, "cribbage: the table has no game controller\n");
        return 1;
    }
    if (options.hints) {
        controller->settings()->setHints(true);
    }
    if (!screenshot) {
        return QGuiApplication::exec();
    }
    report.watch(window, controller);
    takeScreenshotWhenSettled(window, controller, options.screenshot);
    const int code = QGuiApplication::exec();
    report.print(*controller);
    return code;
}

}  // namespace cribbage::ui
