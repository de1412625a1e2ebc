#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cribbage {

// The first `most` bytes of text, cut back to a whole UTF-8 character and followed by "...",
// or the whole text if it is no longer: what a refusal quotes of what it was given, so that a
// four-megabyte card name is not written back whole.
std::string excerpt(std::string_view text, std::size_t most);

// The text in double quotes, at most kMostQuoted bytes of it (excerpt).
constexpr std::size_t kMostQuoted = 32;
std::string quotedExcerpt(std::string_view text);

}  // namespace cribbage
