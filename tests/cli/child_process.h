#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cribbage::test {

// Another program, started with its standard streams where a test wants them: the part of
// running cribbage-cli that differs between systems (child_process_posix.cpp,
// child_process_windows.cpp).
class ChildProcess {
public:
    // Starts argv[0] with `argv`, its standard input read from the file `input`, its standard
    // output and error written to the files `output` and `error`.
    static ChildProcess withFiles(const std::vector<std::string>& argv,
                                  const std::filesystem::path& input,
                                  const std::filesystem::path& output,
                                  const std::filesystem::path& error);
    // Starts argv[0] with `argv`, its standard input and output pipes to this object, its
    // standard error the test's own.
    static ChildProcess withPipes(const std::vector<std::string>& argv);

    ~ChildProcess();
    ChildProcess(ChildProcess&& other) noexcept;
    ChildProcess& operator=(ChildProcess&&) = delete;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes all of `text` to the program's standard input; false if it could not.
    bool write(std::string_view text);
    // What the program wrote to its standard output next, as soon as some came; nothing at
    // its end or when nothing came within `wait`.
    std::optional<std::string> readSome(std::chrono::milliseconds wait);
    // Closes the program's standard input: it reads its end.
    void closeInput();
    // Waits for the program to end and returns its exit code; a program still running after
    // `limit` is killed (exit code 124, as timeout(1) gives). -1 if it did not end normally.
    int wait(std::chrono::milliseconds limit);

private:
    struct Handles;  // the system's, closed and the program waited for when destroyed
    explicit ChildProcess(std::unique_ptr<Handles> handles);
    std::unique_ptr<Handles> handles_;
};

}  // namespace cribbage::test
