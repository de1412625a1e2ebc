#pragma once

#include <cstdio>
#include <exception>

namespace cribbage::tools {

// A generator tool's main(): runs `run`, and an exception it throws (running out of memory
// among them) is a message and exit code 1, not an abort.
inline int runTool(const char* name, int (*run)(int, char**), int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s: %s\n", name, error.what());
        return 1;
    }
}

}  // namespace cribbage::tools
