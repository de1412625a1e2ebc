// docs/engine-protocol.md: every example exchange in it is what the engine really answers.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine_client.h"
#include "test_input.h"

namespace cribbage::test {
namespace {

// One fenced block of the document: the lines the client writes ("> ") and the answers
// it gets ("< "), in order.
struct Exchange {
    std::string message;
    std::string answer;
};
using ExampleSession = std::vector<Exchange>;

std::vector<ExampleSession> exampleSessions(const std::string& path) {
    std::ifstream file(path);
    EXPECT_TRUE(file.good()) << path;
    std::vector<ExampleSession> sessions;
    bool inBlock = false;
    for (std::string line; std::getline(file, line);) {
        if (line.starts_with("```")) {
            inBlock = !inBlock;
            if (inBlock) {
                sessions.emplace_back();
            }
        } else if (inBlock && line.starts_with("> ")) {
            sessions.back().push_back({line.substr(2), ""});
        } else if (inBlock && line.starts_with("< ") && !sessions.back().empty()) {
            sessions.back().back().answer = line.substr(2);
        }
    }
    std::erase_if(sessions, [](const ExampleSession& s) { return s.empty(); });
    return sessions;
}

TEST(EngineProtocolDoc, EveryExampleExchangeIsTrue) {
    const auto sessions = exampleSessions(testInput("CRIBBAGE_TEST_ENGINE_PROTOCOL_MD"));
    ASSERT_EQ(sessions.size(), 3U);  // the errors, three and four players, the complete game
    EXPECT_GT(sessions[2].size(), 20U);
    for (const ExampleSession& session : sessions) {
        EngineClient client;
        for (const Exchange& exchange : session) {
            const Json answer = client.sendLine(exchange.message);
            EXPECT_EQ(answer, Json::parse(exchange.answer)) << "> " << exchange.message;
        }
    }
}

}  // namespace
}  // namespace cribbage::test
