#include "cli_session.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cribbage::test {
namespace {

constexpr int kAnswerWaitMs = 20000;

}  // namespace

CliSession::CliSession(const std::vector<std::string>& args) {
    // A tool that quit early makes ask() fail instead of killing the test with SIGPIPE.
    signal(SIGPIPE, SIG_IGN);
    int input[2];
    int output[2];
    if (pipe(input) != 0 || pipe(output) != 0) {
        return;
    }
    std::vector<std::string> argv{CRIBBAGE_CLI_PATH};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> argvPointers;
    argvPointers.reserve(argv.size() + 1);
    for (auto& arg : argv) {
        argvPointers.push_back(arg.data());
    }
    argvPointers.push_back(nullptr);

    pid_ = fork();
    if (pid_ == 0) {
        dup2(input[0], STDIN_FILENO);
        dup2(output[1], STDOUT_FILENO);
        close(input[0]);
        close(input[1]);
        close(output[0]);
        close(output[1]);
        execv(argvPointers[0], argvPointers.data());
        _exit(127);
    }
    close(input[0]);
    close(output[1]);
    toTool_ = input[1];
    fromTool_ = output[0];
}

CliSession::~CliSession() {
    if (pid_ > 0) {
        finish();
    }
    if (fromTool_ >= 0) {
        close(fromTool_);
    }
}

std::optional<std::string> CliSession::ask(const std::string& line) {
    const std::string written = line + "\n";
    if (toTool_ < 0 ||
        write(toTool_, written.data(), written.size()) != static_cast<ssize_t>(written.size())) {
        return std::nullopt;
    }
    for (;;) {
        if (const auto end = pending_.find('\n'); end != std::string::npos) {
            std::string answer = pending_.substr(0, end);
            pending_.erase(0, end + 1);
            return answer;
        }
        pollfd ready{fromTool_, POLLIN, 0};
        if (poll(&ready, 1, kAnswerWaitMs) <= 0) {
            return std::nullopt;
        }
        char buffer[256];
        const ssize_t got = read(fromTool_, buffer, sizeof buffer);
        if (got <= 0) {
            return std::nullopt;
        }
        pending_.append(buffer, static_cast<std::size_t>(got));
    }
}

int CliSession::finish() {
    if (toTool_ >= 0) {
        close(toTool_);
        toTool_ = -1;
    }
    int status = 0;
    if (pid_ <= 0 || waitpid(pid_, &status, 0) != pid_) {
        return -1;
    }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace cribbage::test
