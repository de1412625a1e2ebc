#pragma once

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/analysis/standing.h"
#include "medium_player.h"

namespace cribbage {

// A strong pegger who ignores the board: lays away by the rules of thumb like Medium, but in
// the play lays the card the play analysis expects to gain the most points by, net of the
// opponent's, searched over a sample of the opponent's possible holdings. With three players
// it plays by the table's play analysis (the rest of the series searched over a sample of
// the others' hands). With four it lays away by the table's discard analysis and looks one
// card ahead like Medium, but heeding the Go's said in the series and the chance that the
// next opponent cannot follow (playLookingAheadAtTable).
class HardPlayer : public MediumPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;

    // How many of the opponent's holdings the play analysis searches, and the standing it
    // judges the play in.
    virtual PlayAnalysisLimits playLimits() const;
    // The same at a table of three (analyzeMultiPlay).
    virtual MultiPlayLimits tablePlayLimits() const;
    virtual Standing standingFor(const SeatView& view) const;
    // Laying away at a table of `players`: how much the pegging term weighs (0: not at all);
    // playing at four: whether it looks ahead by playLookingAheadAtTable (else as Medium).
    virtual double tablePeggingWeight(int players) const;
    virtual bool heedsGoesAtFour() const;
    // At a table of `players` (three or four): how it plays by the series expectation
    // (bestBySeriesExpectation), or none to play by the table's search with three and the
    // look-ahead with four.
    virtual std::optional<SeriesExpectationLimits> seriesExpectationLimits(int players) const;
    // At a table of `players`, playing by the series expectation: how many deals of the
    // others' hands it draws as Easy would have played them (drawDealsAsEasys), to play by
    // the same search over them while the opponents play as Easy; 0: none.
    virtual int easyDealsRead(int players) const;

private:
    // At a table, the card the series expectation (over the others' deals read as Easy's, when
    // easyDealsRead and the opponents play as Easy) plays; none when its limits are not set or at
    // two.
    std::optional<Card> playBySeriesExpectation(const SeatView& view,
                                                std::span<const Card> playable, Rng& rng) const;
};

}  // namespace cribbage
