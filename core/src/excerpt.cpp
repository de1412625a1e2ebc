#include "cribbage/excerpt.h"

namespace cribbage {
namespace {

// A byte that continues a UTF-8 character (10xxxxxx) rather than starting one.
bool continuesCharacter(char byte) {
    return (static_cast<unsigned char>(byte) & 0xC0U) == 0x80U;
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t most) {
    if (text.size() <= most) {
        return std::string(text);
    }
    std::size_t end = most;
    while (end > 0 && continuesCharacter(text[end])) {
        --end;
    }
    return std::string(text.substr(0, end)) + "...";
}

std::string quotedExcerpt(std::string_view text) {
    return "\"" + excerpt(text, kMostQuoted) + "\"";
}

}  // namespace cribbage
