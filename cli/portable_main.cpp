#include "portable_main.h"

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
// windows.h first: shellapi.h needs its declarations.
#include <fcntl.h>
#include <io.h>
#include <shellapi.h>

#include <cstdio>
#endif

namespace cribbage::cli {

#ifdef _WIN32

namespace {

std::string utf8(const wchar_t* text) {
    const int size = WideCharToMultiByte(CP_UTF8, 0, text, -1, nullptr, 0, nullptr, nullptr);
    std::string bytes(static_cast<std::size_t>(size > 0 ? size - 1 : 0), '\0');
    WideCharToMultiByte(CP_UTF8, 0, text, -1, bytes.data(), size, nullptr, nullptr);
    return bytes;
}

std::vector<std::string> utf8Arguments(int argc, char** argv) {
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (wide == nullptr) {
        return {argv, argv + argc};
    }
    std::vector<std::string> args;
    for (int i = 0; i < count; ++i) {
        args.push_back(utf8(wide[i]));
    }
    LocalFree(wide);
    return args;
}

}  // namespace

void useUtf8BinaryStandardStreams() {
    for (FILE* stream : {stdin, stdout, stderr}) {
        _setmode(_fileno(stream), _O_BINARY);
    }
    SetConsoleOutputCP(CP_UTF8);
}

#else

namespace {

std::vector<std::string> utf8Arguments(int argc, char** argv) {
    return {argv, argv + argc};
}

}  // namespace

void useUtf8BinaryStandardStreams() {}

#endif

Utf8CommandLine::Utf8CommandLine(int argc, char** argv) : args_(utf8Arguments(argc, argv)) {
    for (auto& arg : args_) {
        pointers_.push_back(arg.data());
    }
    pointers_.push_back(nullptr);
}

}  // namespace cribbage::cli
