#include "cli_session.h"

#include "test_input.h"

namespace cribbage::test {
namespace {

constexpr std::chrono::milliseconds kAnswerWait(20000);

std::vector<std::string> cliArgv(const std::vector<std::string>& args) {
    std::vector<std::string> argv{testInput("CRIBBAGE_TEST_CLI")};
    argv.insert(argv.end(), args.begin(), args.end());
    return argv;
}

}  // namespace

CliSession::CliSession(const std::vector<std::string>& args)
    : tool_(ChildProcess::withPipes(cliArgv(args))) {}

std::optional<std::string> CliSession::ask(const std::string& line) {
    if (finished_ || !tool_.write(line + "\n")) {
        return std::nullopt;
    }
    for (;;) {
        if (const auto end = pending_.find('\n'); end != std::string::npos) {
            std::string answer = pending_.substr(0, end);
            pending_.erase(0, end + 1);
            return answer;
        }
        const auto got = tool_.readSome(kAnswerWait);
        if (!got) {
            return std::nullopt;
        }
        pending_ += *got;
    }
}

int CliSession::finish() {
    if (finished_) {
        return -1;
    }
    finished_ = true;
    tool_.closeInput();
    return tool_.wait(std::chrono::minutes(2));
}

}  // namespace cribbage::test
