#include "options.h"

#include <QCommandLineParser>

#include "cribbage_version.h"
#include "level_choices.h"
#include "qt_options.h"
#include "translations.h"

namespace cribbage::app {
namespace {

constexpr auto kHelpHint = "\nRun cribbage --help for more information.\n";

// The levels --seats takes, by their ids.
QStringList levelIds() {
    QStringList ids;
    for (Level level : ui::computerLevels()) {
        ids.append(ui::levelId(level));
    }
    return ids;
}

ParsedOptions refused(const QString& reason) {
    ParsedOptions parsed;
    parsed.err = QStringLiteral("cribbage: ") + reason + QLatin1String(kHelpHint);
    parsed.exitCode = kExitUsage;
    return parsed;
}

// The value of a count option (0 or more), or nothing when it is not one.
std::optional<int> countValue(const QString& value) {
    bool ok = false;
    const int count = value.toInt(&ok);
    return ok && count >= 0 ? std::optional<int>(count) : std::nullopt;
}

struct Declared {
    QCommandLineOption help;
    QCommandLineOption version;
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QStringLiteral("Save the window to FILE (PNG) once it has settled, then quit. The saved "
                       "game is neither read nor written."),
        QStringLiteral("FILE")};
    QCommandLineOption seed{
        QStringLiteral("seed"),
        QStringLiteral("Deal the new match from seed S, a whole number from 0 to "
                       "18446744073709551615."),
        QStringLiteral("S")};
    QCommandLineOption autoplay{
        QStringLiteral("autoplay"),
        QStringLiteral("The computer makes your next N decisions (a new match counts as one), "
                       "with instant animations."),
        QStringLiteral("N")};
    QCommandLineOption autoplayGames{
        QStringLiteral("autoplay-games"),
        QStringLiteral("The computer plays your side until K games are over, then the run ends "
                       "as with --screenshot (a picture only if --screenshot is given)."),
        QStringLiteral("K")};
    QCommandLineOption frameTimes{
        QStringLiteral("frame-times"),
        QStringLiteral("Autoplay at the normal animation speed and print, on the way out, the "
                       "intervals between frames during each kind of step.")};
    QCommandLineOption size{QStringLiteral("size"),
                            QStringLiteral("The window's size, e.g. 1280x800."),
                            QStringLiteral("WxH")};
    QCommandLineOption fontSize{
        QStringLiteral("font-size"),
        QStringLiteral("Draw the words as if the system's font were PT points (the usual size "
                       "is 9, 13 on a Mac), from 4 to 72."),
        QStringLiteral("PT")};
    QCommandLineOption hints{QStringLiteral("hints"),
                             QStringLiteral("Turn the hints on, as the H key does.")};
    QCommandLineOption language{
        QStringLiteral("language"),
        QStringLiteral("Speak LANGUAGE (%1) instead of the language chosen in the settings or "
                       "the system's.")
            .arg(ui::gameLanguages().join(QStringLiteral(", "))),
        QStringLiteral("LANGUAGE")};
    QCommandLineOption players{
        QStringLiteral("players"),
        QStringLiteral("Begin a new match of N players (2, 3 or 4: two partnerships), the "
                       "computer at the other seats."),
        QStringLiteral("N")};
    QCommandLineOption seats{
        QStringLiteral("seats"),
        QStringLiteral("Begin a new match with these seats, clockwise from yours, separated by "
                       "commas: a computer level (%1) or a person's name, 2 to 4 of them; "
                       "yours is a person's.")
            .arg(levelIds().join(QStringLiteral(", "))),
        QStringLiteral("LIST")};
    QCommandLineOption dialog{
        QStringLiteral("dialog"),
        QStringLiteral(
            "Open a dialog from the start: settings, statistics, games, practice, rules, "
            "shortcuts, about, review or match (New match); guide starts the guided "
            "first game."),
        QStringLiteral("NAME")};

    explicit Declared(QCommandLineParser& parser)
        : help(parser.addHelpOption()), version(parser.addVersionOption()) {
        // -platformtheme is Qt's option, not -p -l -a ... -h (help) run together.
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.setApplicationDescription(
            QStringLiteral("Cribbage against the computer on an animated table with a peg "
                           "board.\n\nExit codes: 0 done, 1 the window or the screenshot "
                           "failed, 2 bad command line, 3 a scripted run did not settle."));
        parser.addOptions({screenshot, seed, autoplay, autoplayGames, frameTimes, size, fontSize,
                           hints, language, players, seats, dialog});
    }
};

// --seats into `options`: what is wrong with it, if anything.
std::optional<QString> checkSeats(const QCommandLineParser& parser, const Declared& declared,
                                  Options& options) {
    if (!parser.isSet(declared.seats)) {
        return std::nullopt;
    }
    if (parser.isSet(declared.players)) {
        return QStringLiteral("give --players or --seats, not both");
    }
    options.seats = parser.value(declared.seats).split(QLatin1Char(','));
    for (QString& seat : options.seats) {
        seat = seat.trimmed();
    }
    if (options.seats.size() < 2 || options.seats.size() > 4 || options.seats.contains(QString()) ||
        ui::choosableLevel(options.seats.first())) {
        return QStringLiteral("--seats wants 2 to 4 seats, the first a person's name, not '%1'")
            .arg(parser.value(declared.seats));
    }
    return std::nullopt;
}

// The window's options (--size, --font-size) into `options`; what is wrong with them, if anything.
std::optional<QString> checkWindowValues(const QCommandLineParser& parser, const Declared& declared,
                                         Options& options) {
    if (parser.isSet(declared.size)) {
        const QStringList parts = parser.value(declared.size).split(QLatin1Char('x'));
        const int width = parts.value(0).toInt();
        const int height = parts.value(1).toInt();
        if (parts.size() != 2 || width <= 0 || height <= 0) {
            return QStringLiteral("--size wants WIDTHxHEIGHT, not '%1'")
                .arg(parser.value(declared.size));
        }
        options.size = QSize(width, height);
    }
    if (parser.isSet(declared.fontSize)) {
        bool ok = false;
        const double points = parser.value(declared.fontSize).toDouble(&ok);
        if (!ok || points < 4 || points > 72) {
            return QStringLiteral("--font-size wants a size in points from 4 to 72, not '%1'")
                .arg(parser.value(declared.fontSize));
        }
        options.fontSize = points;
    }
    return std::nullopt;
}

// The options' values, checked; `parser` has parsed the command line.
ParsedOptions checkedValues(const QCommandLineParser& parser, const Declared& declared) {
    Options options;
    options.screenshot = parser.value(declared.screenshot);
    options.hints = parser.isSet(declared.hints);
    options.frameTimes = parser.isSet(declared.frameTimes);
    options.language = parser.value(declared.language);
    options.dialog = parser.value(declared.dialog);
    const QStringList dialogs{QStringLiteral("settings"), QStringLiteral("statistics"),
                              QStringLiteral("games"),    QStringLiteral("practice"),
                              QStringLiteral("rules"),    QStringLiteral("shortcuts"),
                              QStringLiteral("about"),    QStringLiteral("review"),
                              QStringLiteral("match"),    QStringLiteral("guide")};
    if (parser.isSet(declared.dialog) && !dialogs.contains(options.dialog)) {
        return refused(QStringLiteral("--dialog wants one of %1, not '%2'")
                           .arg(dialogs.join(QStringLiteral(", ")), options.dialog));
    }
    if (parser.isSet(declared.language) && !ui::gameLanguages().contains(options.language)) {
        return refused(QStringLiteral("--language wants one of %1, not '%2'")
                           .arg(ui::gameLanguages().join(QStringLiteral(", ")), options.language));
    }
    if (parser.isSet(declared.seed)) {
        bool ok = false;
        options.seed = parser.value(declared.seed).toULongLong(&ok);
        if (!ok) {
            return refused(QStringLiteral("--seed wants a whole number from 0 to "
                                          "18446744073709551615, not '%1'")
                               .arg(parser.value(declared.seed)));
        }
    }
    const std::pair<const QCommandLineOption*, int*> counts[] = {
        {&declared.autoplay, &options.autoplay}, {&declared.autoplayGames, &options.autoplayGames}};
    for (const auto& [option, count] : counts) {
        if (parser.isSet(*option)) {
            const auto value = countValue(parser.value(*option));
            if (!value) {
                return refused(QStringLiteral("--%1 wants a number (0 or more), not '%2'")
                                   .arg(option->names().constFirst(), parser.value(*option)));
            }
            *count = *value;
        }
    }
    if (parser.isSet(declared.players)) {
        const QString value = parser.value(declared.players);
        const QStringList allowed{QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")};
        if (!allowed.contains(value)) {
            return refused(QStringLiteral("--players wants 2, 3 or 4, not '%1'").arg(value));
        }
        options.players = value.toInt();
    }
    if (auto refusal = checkSeats(parser, declared, options)) {
        return refused(*refusal);
    }
    if (parser.isSet(declared.autoplay) && parser.isSet(declared.autoplayGames)) {
        return refused(QStringLiteral("give --autoplay or --autoplay-games, not both"));
    }
    if (auto refusal = checkWindowValues(parser, declared, options)) {
        return refused(*refusal);
    }
    ParsedOptions parsed;
    parsed.options = options;
    return parsed;
}

}  // namespace

ParsedOptions parseOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    const Declared declared(parser);
    const bool parsedAll = parser.parse(arguments);
    if (parser.isSet(declared.help) || parser.isSet(QStringLiteral("help-all"))) {
        ParsedOptions parsed;
        // Without a QCoreApplication, Qt does not know the program's name.
        parsed.out = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                               QStringLiteral("cribbage"));
        if (parser.isSet(QStringLiteral("help-all"))) {
            parsed.out += qtOptionsHelp();
        }
        return parsed;
    }
    if (parser.isSet(declared.version)) {
        ParsedOptions parsed;
        parsed.out = QStringLiteral("cribbage " CRIBBAGE_VERSION "\n");
        return parsed;
    }
    if (!parsedAll) {
        return refused(parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return refused(QStringLiteral("the game takes options only, not '%1'")
                           .arg(parser.positionalArguments().constFirst()));
    }
    return checkedValues(parser, declared);
}

}  // namespace cribbage::app
