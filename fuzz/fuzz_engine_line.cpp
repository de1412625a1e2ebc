// The engine protocol: each line of the input is one line from a client, after a game was
// started. Every answer is one JSON object, an error or a request, that writes out.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine_session.h"

namespace {

void check(const cribbage::cli::Json& answer) {
    const bool shaped =
        answer.is_object() &&
        (answer.contains("bye") || (answer.contains("request") && answer.contains("events")));
    const auto line = answer.dump(-1, ' ', false, cribbage::cli::Json::error_handler_t::replace);
    if (!shaped || line.find('\n') != std::string::npos) {
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    cribbage::cli::EngineSession session(7);
    check(session.answer(R"({"do": "new_game", "level": "beginner", "seed": 1, "muggins": true})"));
    while (!input.empty() && !session.finished()) {
        const auto end = input.find('\n');
        check(session.answer(input.substr(0, end)));
        input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
    }
    return 0;
}
