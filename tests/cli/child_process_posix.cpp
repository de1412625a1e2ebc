#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include "child_process.h"

namespace cribbage::test {

struct ChildProcess::Handles {
    pid_t pid = -1;
    int toChild = -1;
    int fromChild = -1;

    ~Handles() {
        if (toChild >= 0) {
            close(toChild);
        }
        if (fromChild >= 0) {
            close(fromChild);
        }
        if (pid > 0) {
            waitpid(pid, nullptr, 0);
        }
    }
};

namespace {

// Forks and runs argv[0] with `argv`, its standard input, output and error the descriptors
// given (every other descriptor of the test is close-on-exec); -1 if it could not.
pid_t spawn(const std::vector<std::string>& argv, int input, int output, int error) {
    std::vector<std::string> args = argv;
    std::vector<char*> pointers;
    pointers.reserve(args.size() + 1);
    for (auto& arg : args) {
        pointers.push_back(arg.data());
    }
    pointers.push_back(nullptr);
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(input, STDIN_FILENO);
        dup2(output, STDOUT_FILENO);
        dup2(error, STDERR_FILENO);
        execv(pointers[0], pointers.data());
        _exit(127);
    }
    return pid;
}

}  // namespace

ChildProcess::ChildProcess(std::unique_ptr<Handles> handles) : handles_(std::move(handles)) {}
ChildProcess::ChildProcess(ChildProcess&& other) noexcept = default;
ChildProcess::~ChildProcess() = default;

ChildProcess ChildProcess::withFiles(const std::vector<std::string>& argv,
                                     const std::filesystem::path& input,
                                     const std::filesystem::path& output,
                                     const std::filesystem::path& error) {
    auto handles = std::make_unique<Handles>();
    const int in = open(input.c_str(), O_RDONLY | O_CLOEXEC);
    const int out = open(output.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    const int err = open(error.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (in >= 0 && out >= 0 && err >= 0) {
        handles->pid = spawn(argv, in, out, err);
    }
    for (const int fd : {in, out, err}) {
        if (fd >= 0) {
            close(fd);
        }
    }
    return ChildProcess(std::move(handles));
}

ChildProcess ChildProcess::withPipes(const std::vector<std::string>& argv) {
    // A program that quit early makes write() fail instead of killing the test with SIGPIPE.
    signal(SIGPIPE, SIG_IGN);
    auto handles = std::make_unique<Handles>();
    int input[2];
    int output[2];
    if (pipe2(input, O_CLOEXEC) != 0) {
        return ChildProcess(std::move(handles));
    }
    if (pipe2(output, O_CLOEXEC) != 0) {
        close(input[0]);
        close(input[1]);
        return ChildProcess(std::move(handles));
    }
    handles->pid = spawn(argv, input[0], output[1], STDERR_FILENO);
    close(input[0]);
    close(output[1]);
    handles->toChild = input[1];
    handles->fromChild = output[0];
    return ChildProcess(std::move(handles));
}

bool ChildProcess::write(std::string_view text) {
    while (!text.empty()) {
        const ssize_t wrote = ::write(handles_->toChild, text.data(), text.size());
        if (wrote <= 0) {
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(wrote));
    }
    return true;
}

std::optional<std::string> ChildProcess::readSome(std::chrono::milliseconds wait) {
    pollfd ready{handles_->fromChild, POLLIN, 0};
    if (handles_->fromChild < 0 || poll(&ready, 1, static_cast<int>(wait.count())) <= 0) {
        return std::nullopt;
    }
    char buffer[4096];
    const ssize_t got = read(handles_->fromChild, buffer, sizeof buffer);
    if (got <= 0) {
        return std::nullopt;
    }
    return std::string(buffer, static_cast<std::size_t>(got));
}

void ChildProcess::closeInput() {
    if (handles_->toChild >= 0) {
        close(handles_->toChild);
        handles_->toChild = -1;
    }
}

int ChildProcess::wait(std::chrono::milliseconds limit) {
    if (handles_->pid <= 0) {
        return -1;
    }
    const auto deadline = std::chrono::steady_clock::now() + limit;
    int status = 0;
    pid_t ended = 0;
    while ((ended = waitpid(handles_->pid, &status, WNOHANG)) == 0) {
        if (std::chrono::steady_clock::now() >= deadline) {
            kill(handles_->pid, SIGKILL);
            waitpid(handles_->pid, nullptr, 0);
            handles_->pid = -1;
            return 124;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    handles_->pid = -1;
    return ended > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace cribbage::test
