#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

namespace cribbage::app {

// The exit codes of the game, the same as cribbage-cli's for the same kind of mistake
// (docs/gui.md, docs/cli.md).
enum ExitCode : int {
    kExitOk = 0,
    kExitFailed = 1,      // the window could not be made, or the screenshot not written
    kExitUsage = 2,       // the command line itself is wrong
    kExitNotSettled = 3,  // a scripted run stopped before the game settled
};

// What the command line asks the game to do.
struct Options {
    QString screenshot;
    std::optional<quint64> seed;  // deals every match and game the same at every run
    QString language;             // empty: the setting's, or the system's
    int autoplay = 0;
    int autoplayGames = -1;  // not given
    bool frameTimes = false;
    QSize size{1280, 800};
    std::optional<double> fontSize;  // points: the system's font, as far as the game can tell
    bool hints = false;
    int players = 0;  // not given: as the settings say
    // Who sits at each seat, clockwise from the first: a computer level's id, or a person's
    // name; empty when not given (the settings say).
    QStringList seats;
    QString dialog;  // opened from the start (settings, statistics, ... ), or "guide"

    // A run that plays by itself, quits once settled and reports; it leaves the saved game
    // and the settings alone.
    bool scripted() const { return !screenshot.isEmpty() || autoplayGames >= 0 || frameTimes; }
};

// The outcome of reading the command line: options to run the game with, or the text to print
// (help, version, or what is wrong) and the exit code to end with.
struct ParsedOptions {
    std::optional<Options> options;
    QString out;  // for standard output
    QString err;  // for standard error
    int exitCode = kExitOk;
};

// Reads `arguments` (the program's name first), refusing an option the game does not know and
// any argument that is not an option. Needs no QCoreApplication, so that --help, --version and
// a bad command line answer without a display; Qt's own options are taken out first
// (withoutQtsOptions), or by QGuiApplication.
ParsedOptions parseOptions(const QStringList& arguments);

}  // namespace cribbage::app
