#pragma once

// A two-player game written as the HALSCRIB proposal "PGN for cribbage" has it (see
// docs/game-record.md): "Player A: ...", "Player B: ...", "Date: yy/mm/dd", "Event: ...",
// "Muggins Game: Y/N", then a line a deal, "Deal 1: 5d 8S 7h ...": the starter, the plays
// in order, the four cards laid away, each card's owner told by its suit's case (A upper,
// B lower). Read into the tags and deal lines of this format, each kept at its line.

#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "record_body.h"
#include "record_tags.h"

namespace cribbage::record {

// Whether a record's first line is a HALSCRIB sheet's.
bool isHalscribSheet(std::string_view firstLine);

struct HalscribRecord {
    std::vector<Tag> tags;
    std::deque<std::string> text;  // the deal lines made, which `body` views
    std::vector<BodyLine> body;
};

Result<HalscribRecord> readHalscribSheet(std::span<const BodyLine> lines);

}  // namespace cribbage::record
