#pragma once

#include "hard_player.h"

namespace cribbage {

// How much work the Expert's play analysis may take.
struct ExpertSettings {
    // The opponent's holdings searched per decision with two players.
    int holdings = 0;
    // How much likelier the opponent is taken to hold cards that score with the ones they
    // laid (docs/analysis.md).
    double keptHandSharpness = 0;
    // The others' hands searched per decision at a table of three.
    int tableHoldings = 0;
    // Playing to the board with two players: lays away and plays for the chance to win the
    // game rather than for points (rankByWinChance, PlayAnalysisLimits::toTheBoard).
    bool toTheBoard = false;
    // Whether laying away at a table of four weighs the pegging term (multiPeggingValue).
    bool tablePegging = false;
    // Whether the play at a table of four heeds the Go's said in the series (as Hard does).
    bool tableGoes = false;
    // How much the pegging term weighs in laying away at a table of three (0: not at all).
    double threeTablePegging = 0;
    // Whether the table's play search ends a line where a side pegs out, won by it
    // (MultiPlayLimits::peggingOut).
    bool tablePeggingOut = false;
    // Whether the play weighs the opponent's holdings by how often a player in their role keeps
    // those ranks (PlayAnalysisLimits::keptRanks) instead of by keptHandSharpness.
    bool keptRanks = false;
    // Whether the play at a table of three or four weighs each card by the series expectation
    // (series_expectation.h: the others' replies as likely as the unseen cards make them)
    // instead of the table's search over drawn hands (three) or the look-ahead (four).
    bool seriesExpectation = false;
    // Whether, at a table of three, the series expectation follows its lines further (to a
    // chance of 0.001) and on into the later series of the play (docs/ai-strength.md).
    bool wholePlayAtThree = false;
    // With the whole play at three, the chance down to which its lines are followed instead
    // (0: kWholePlayLimits's).
    double leastChanceAtThree = 0;
    // The same at a table of four.
    bool wholePlayAtFour = false;
    // At a table of three, how many deals of the others' hands it draws as Easy would have
    // played them (easy_reading.h) to play its best reply over them; 0: none. When they do
    // not play as Easy, it plays by the series expectation.
    int easyDealsAtThree = 0;
    // The same at a table of four, where the opponents are read and my partner is not.
    int easyDealsAtFour = 0;
};

// The Expert as it played when it was frozen as the Reference level (docs/ai-strength.md).
// Never change it: the Reference is the yardstick a stronger Expert is measured against, and
// a change to the Expert is made as a setting this one leaves as it was.
// 48 holdings: well under the analysis's default of 128, for the speed goal of
// docs/performance.md, one and a half times Hard's. Sharpness 0.4 won the most against Hard of
// 0, 0.2, 0.4 and 0.8. 32 hands at three: twice Hard's.
inline constexpr ExpertSettings kFrozenExpert{
    .holdings = 48, .keptHandSharpness = 0.4, .tableHoldings = 32};
// Today's Expert: the Reference playing to the board with two players, laying away at a table
// of three or four with the pegging term and playing there by the series expectation
// (docs/ai-strength.md), to the end of the play (at three down to a chance of 0.0003), over
// the opponents' deals read as Easy's when they play as Easy would. The series expectation took the
// place of its earlier steps at a table, heeding the Go's at four and the search with pegging
// out at three: their settings stay on, as they were measured, but no longer change its play.
inline constexpr ExpertSettings kExpert{.holdings = 48,
                                        .keptHandSharpness = 0.4,
                                        .tableHoldings = 32,
                                        .toTheBoard = true,
                                        .tablePegging = true,
                                        .tableGoes = true,
                                        .threeTablePegging = 1,
                                        .tablePeggingOut = true,
                                        .keptRanks = true,
                                        .seriesExpectation = true,
                                        .wholePlayAtThree = true,
                                        .leastChanceAtThree = 0.0003,
                                        .wholePlayAtFour = true,
                                        .easyDealsAtThree = 128,
                                        .easyDealsAtFour = 128};

// The limits of the series expectation a player with `settings` plays by at a table of
// `players`; none when it does not play by it.
std::optional<SeriesExpectationLimits> seriesExpectationLimitsOf(const ExpertSettings& settings,
                                                                 int players);

// The full analysis: lays away by the discard analysis (the exact hand average, the crib
// tables, the pegging term) ranked in the real standing, so that near the end of a game the
// chance of reaching the target counts as well as average points; plays like Hard over half as
// many again of the opponent's holdings, also in the real standing. With `toTheBoard` both
// are ranked by the chance to win the game instead (kExpert). With three or four players
// it lays away by the table's discard analysis (the exact hand average and the table's crib
// table and, if its settings say so, the pegging term) and plays by the series expectation
// if its settings say so; else like Hard (at four as Medium unless its settings say to heed
// the Go's), with three players over twice as many of the others' hands (and, if its
// settings say so, a line of the search ending where a player pegs out).
class ExpertPlayer : public HardPlayer {
public:
    explicit ExpertPlayer(ExpertSettings settings) : settings_(settings) {}

protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    PlayAnalysisLimits playLimits() const override;
    MultiPlayLimits tablePlayLimits() const override;
    Standing standingFor(const SeatView& view) const override;
    double tablePeggingWeight(int players) const override;
    bool heedsGoesAtFour() const override;
    std::optional<SeriesExpectationLimits> seriesExpectationLimits(int players) const override;
    int easyDealsRead(int players) const override;

private:
    ExpertSettings settings_;
};

}  // namespace cribbage
