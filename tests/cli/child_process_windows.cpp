#define WIN32_LEAN_AND_MEAN
#define NOMINMAX
#include <windows.h>

#include <thread>

#include "child_process.h"

namespace cribbage::test {

struct ChildProcess::Handles {
    HANDLE process = nullptr;
    HANDLE toChild = nullptr;
    HANDLE fromChild = nullptr;

    ~Handles() {
        for (HANDLE pipe : {toChild, fromChild}) {
            if (pipe != nullptr) {
                CloseHandle(pipe);
            }
        }
        if (process != nullptr) {
            WaitForSingleObject(process, INFINITE);
            CloseHandle(process);
        }
    }
};

namespace {

std::wstring wide(std::string_view utf8) {
    if (utf8.empty()) {
        return {};
    }
    const int size =
        MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring text(static_cast<std::size_t>(size), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), text.data(), size);
    return text;
}

// One argument as the C runtime's parser reads it back: in quotes, a quote escaped with a
// backslash, and the backslashes before a quote (or the closing one) doubled.
std::wstring quoted(const std::wstring& arg) {
    std::wstring text = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : arg) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        text.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
        backslashes = 0;
        text += c;
    }
    text.append(2 * backslashes, L'\\');
    return text + L"\"";
}

// Starts argv[0] with `argv` and the standard handles given, which it inherits.
HANDLE spawn(const std::vector<std::string>& argv, HANDLE input, HANDLE output, HANDLE error) {
    std::wstring commandLine;
    for (const auto& arg : argv) {
        commandLine += (commandLine.empty() ? L"" : L" ") + quoted(wide(arg));
    }
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = input;
    startup.hStdOutput = output;
    startup.hStdError = error;
    PROCESS_INFORMATION process{};
    const std::wstring program = wide(argv.front());
    if (!CreateProcessW(program.c_str(), commandLine.data(), nullptr, nullptr, TRUE, 0, nullptr,
                        nullptr, &startup, &process)) {
        return nullptr;
    }
    CloseHandle(process.hThread);
    return process.hProcess;
}

HANDLE openInherited(const std::filesystem::path& path, bool write) {
    SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    return CreateFileW(path.c_str(), write ? GENERIC_WRITE : GENERIC_READ,
                       FILE_SHARE_READ | FILE_SHARE_WRITE, &inherited,
                       write ? CREATE_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}

// A pipe whose `childEnd` (0 the reading end, 1 the writing end) the program inherits.
bool makePipe(HANDLE ends[2], int childEnd) {
    SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    if (!CreatePipe(&ends[0], &ends[1], &inherited, 0)) {
        return false;
    }
    SetHandleInformation(ends[1 - childEnd], HANDLE_FLAG_INHERIT, 0);
    return true;
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
    const HANDLE in = openInherited(input, false);
    const HANDLE out = openInherited(output, true);
    const HANDLE err = openInherited(error, true);
    if (in != INVALID_HANDLE_VALUE && out != INVALID_HANDLE_VALUE && err != INVALID_HANDLE_VALUE) {
        handles->process = spawn(argv, in, out, err);
    }
    for (HANDLE file : {in, out, err}) {
        if (file != INVALID_HANDLE_VALUE) {
            CloseHandle(file);
        }
    }
    return ChildProcess(std::move(handles));
}

ChildProcess ChildProcess::withPipes(const std::vector<std::string>& argv) {
    auto handles = std::make_unique<Handles>();
    HANDLE input[2];
    HANDLE output[2];
    if (!makePipe(input, 0)) {
        return ChildProcess(std::move(handles));
    }
    if (!makePipe(output, 1)) {
        CloseHandle(input[0]);
        CloseHandle(input[1]);
        return ChildProcess(std::move(handles));
    }
    handles->process = spawn(argv, input[0], output[1], GetStdHandle(STD_ERROR_HANDLE));
    CloseHandle(input[0]);
    CloseHandle(output[1]);
    handles->toChild = input[1];
    handles->fromChild = output[0];
    return ChildProcess(std::move(handles));
}

bool ChildProcess::write(std::string_view text) {
    while (!text.empty()) {
        DWORD wrote = 0;
        if (handles_->toChild == nullptr ||
            !WriteFile(handles_->toChild, text.data(), static_cast<DWORD>(text.size()), &wrote,
                       nullptr) ||
            wrote == 0) {
            return false;
        }
        text.remove_prefix(wrote);
    }
    return true;
}

std::optional<std::string> ChildProcess::readSome(std::chrono::milliseconds wait) {
    // An anonymous pipe cannot be waited on: look into it until something came.
    const auto deadline = std::chrono::steady_clock::now() + wait;
    DWORD waiting = 0;
    while (handles_->fromChild != nullptr &&
           PeekNamedPipe(handles_->fromChild, nullptr, 0, nullptr, &waiting, nullptr)) {
        if (waiting > 0) {
            std::string text(waiting, '\0');
            DWORD got = 0;
            if (!ReadFile(handles_->fromChild, text.data(), waiting, &got, nullptr) || got == 0) {
                return std::nullopt;
            }
            text.resize(got);
            return text;
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            return std::nullopt;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return std::nullopt;  // the program closed its end
}

void ChildProcess::closeInput() {
    if (handles_->toChild != nullptr) {
        CloseHandle(handles_->toChild);
        handles_->toChild = nullptr;
    }
}

int ChildProcess::wait(std::chrono::milliseconds limit) {
    if (handles_->process == nullptr) {
        return -1;
    }
    int code = -1;
    if (WaitForSingleObject(handles_->process, static_cast<DWORD>(limit.count())) == WAIT_TIMEOUT) {
        TerminateProcess(handles_->process, 124);
        WaitForSingleObject(handles_->process, INFINITE);
        code = 124;
    } else if (DWORD exitCode = 0; GetExitCodeProcess(handles_->process, &exitCode)) {
        code = static_cast<int>(exitCode);
    }
    CloseHandle(handles_->process);
    handles_->process = nullptr;
    return code;
}

}  // namespace cribbage::test
