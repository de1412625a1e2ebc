// library_writer FOLDER: keeps games in the library in FOLDER in a loop, writing "kept <id>"
// once each is committed, until it is killed (test_library_kill kills it with SIGKILL).
#include <QCoreApplication>
#include <cstdio>

#include "library/game_library.h"
#include "played_match.h"

int main(int argc, char** argv) try {
    QCoreApplication application(argc, argv);
    if (argc != 2) {
        std::fputs("usage: library_writer FOLDER\n", stderr);
        return 2;
    }
    using namespace cribbage;
    using namespace cribbage::ui;
    GameLibrary library(QString::fromLocal8Bit(argv[1]));
    if (const QString notice = library.open(); !notice.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(notice));
        return 1;
    }
    const LibraryGame game =
        test::keptMatch(test::playedMatch(3), Level::Expert, QDateTime::currentDateTimeUtc());
    for (;;) {
        const auto kept = library.keep(game);
        if (!kept.error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(kept.error));
            return 1;
        }
        std::printf("kept %lld\n", static_cast<long long>(kept.id));
        std::fflush(stdout);
    }
} catch (...) {
    return 1;
}
