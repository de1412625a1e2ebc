#pragma once

// A game record's header: tag lines `[Name "value"]`, what they say about the match, and
// the two tags (Result, Score) the replay must agree with.

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "cribbage/game_record.h"

namespace cribbage::record {

struct Tag {
    std::string name;
    std::string value;
    int line = 0;
};

// `[Name "value"]`, the value's '"' and '\' escaped with '\'.
std::string tagLine(std::string_view name, std::string_view value);
// The tag on a line that begins with '['.
Result<Tag> parseTagLine(std::string_view text, int line);

// Every tag of the record of `game`, one line each, in the order docs/game-record.md gives.
std::string writeTags(const Game& game, const RecordHeader& header);

struct RecordTags {
    RecordHeader header;
    GameSetup setup;  // rules, seed and standing; the packs are the body's
    std::optional<Tag> result;
    std::optional<Tag> score;
    std::map<std::string, int, std::less<>> lines;  // the line of each tag given

    // The line of the tag named, or `otherwise` when it was not given.
    int lineOf(std::string_view name, int otherwise) const;
};

// What the tags say; an unknown, repeated or ill-formed tag is refused with its line.
Result<RecordTags> readTags(std::span<const Tag> tags);

}  // namespace cribbage::record
