// The library of games: opening a library of 10,000 games to the first screen of the Games
// window's list (the store opened and checked, the games counted, the first page read and
// each row's words made), and the database's size per game.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>
#include <memory>

#include "../tests/ui/played_match.h"
#include "library/game_library.h"
#include "library/games_model.h"

namespace {

using namespace cribbage;
using namespace cribbage::ui;

constexpr int kGames = 10000;
// The rows of the first screen of the list.
constexpr int kFirstScreen = 20;

// A folder holding a library of kGames games of 2, 3 and 4 players against every level, one a
// day back from now, made once.
QString libraryOfTenThousand() {
    static const auto folder = [] {
        auto made = std::make_unique<QTemporaryDir>();
        GameLibrary library(made->path());
        library.open();
        const QList<Level> levels{Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                                  Level::Expert};
        std::vector<LibraryGame> kinds;
        for (int kind = 0; kind < 30; ++kind) {
            RuleSettings rules;
            rules.players = 2 + kind % 3;
            const Game game = ui::test::playedMatch(static_cast<std::uint64_t>(kind), rules);
            Lineup lineup(rules.players, ComputerLevel{levels[kind % levels.size()]});
            lineup[0] = PersonHere{};
            ReviewTotals reviewed;
            reviewed.deals[0] = 10;
            reviewed.pointsLost[0] = 0.5 * kind;
            kinds.push_back(libraryGameOf(game, lineup, reviewed, QDateTime::currentDateTimeUtc()));
        }
        for (int each = 0; each < kGames; ++each) {
            LibraryGame game = kinds[static_cast<std::size_t>(each) % kinds.size()];
            game.played = game.played.addSecs(-3600LL * each);
            library.keep(game);
        }
        return made;
    }();
    return folder->path();
}

void BM_LibraryFirstScreen(benchmark::State& state) {
    const QString folder = libraryOfTenThousand();
    for (auto _ : state) {
        GameLibrary library(folder);
        library.open();
        GamesModel model;
        model.setLibrary(&library);
        for (int row = 0; row < kFirstScreen; ++row) {
            for (int role = GamesModel::IdRole; role <= GamesModel::LostRole; ++role) {
                benchmark::DoNotOptimize(model.data(model.index(row), role));
            }
        }
        if (model.total() != kGames) {
            state.SkipWithError("the library does not hold every game");
        }
    }
    const qint64 bytes = QFileInfo(folder + QStringLiteral("/library.sqlite")).size() +
                         QFileInfo(folder + QStringLiteral("/library.sqlite-wal")).size();
    state.counters["bytes_per_game"] = static_cast<double>(bytes) / kGames;
}
BENCHMARK(BM_LibraryFirstScreen)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
