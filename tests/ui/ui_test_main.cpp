// The UI's test program: `test_ui NAME [QtTest's options]` runs the QtTest class of
// tests/ui/NAME.cpp; `test_ui` alone lists the names.

#include "ui_test_main.h"

#include <cstdio>
#include <map>
#include <string>

namespace cribbage::ui::test {
namespace {

std::map<std::string, QtTestRun, std::less<>>& registered() {
    static std::map<std::string, QtTestRun, std::less<>> tests;
    return tests;
}

}  // namespace

bool registerQtTest(std::string_view path, QtTestRun run) {
    std::string_view name = path.substr(path.find_last_of("/\\") + 1);
    name = name.substr(0, name.rfind('.'));
    return registered().emplace(std::string(name), run).second;
}

}  // namespace cribbage::ui::test

int main(int argc, char** argv) {
    const auto& tests = cribbage::ui::test::registered();
    const auto found = argc > 1 ? tests.find(std::string_view(argv[1])) : tests.end();
    if (found == tests.end()) {
        std::fprintf(stderr, "usage: %s NAME [QtTest's options], NAME one of:\n", argv[0]);
        for (const auto& [name, run] : tests) {
            std::fprintf(stderr, "  %s\n", name.c_str());
        }
        return 2;
    }
    // QtTest reads the options after the name, and names the program in its output.
    argv[1] = argv[0];
    return found->second(argc - 1, argv + 1);
}
