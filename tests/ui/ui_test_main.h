#pragma once

// The UI's QtTest classes share one program, tests/ui/ui_test_main.cpp's: each file registers
// its class under the file's name ("test_game_session"), which ctest gives the program as its
// first argument to run that class alone, as QtTest's own main would. In place of
// QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN: UI_TEST_MAIN (a QGuiApplication),
// UI_TEST_GUILESS_MAIN (a QCoreApplication) and UI_TEST_APPLESS_MAIN (none).

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTest>
#include <string_view>

namespace cribbage::ui::test {

using QtTestRun = int (*)(int argc, char** argv);

// Registers `run` under the name of the file `path` ("tests/ui/test_hints.cpp": test_hints).
bool registerQtTest(std::string_view path, QtTestRun run);

// An application of no kind, for the tests that want none.
struct NoApplication {
    NoApplication(int& /*argc*/, char** /*argv*/) {}
    static void setAttribute(Qt::ApplicationAttribute /*attribute*/, bool /*on*/) {}
};

// Runs TestObject's test functions in an application of kind App, as QtTest's main does.
template <class TestObject, class App>
int runQtTest(int argc, char** argv) {
    QTest::Internal::callInitMain<TestObject>();
    App app(argc, argv);
    App::setAttribute(Qt::AA_Use96Dpi, true);
    TestObject test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace cribbage::ui::test

#define UI_TEST_REGISTER(TestObject, App)                                                      \
    namespace {                                                                                \
    [[maybe_unused]] const bool TestObject##Registered = ::cribbage::ui::test::registerQtTest( \
        __FILE__, &::cribbage::ui::test::runQtTest<TestObject, App>);                          \
    }

#define UI_TEST_MAIN(TestObject) UI_TEST_REGISTER(TestObject, QGuiApplication)
#define UI_TEST_GUILESS_MAIN(TestObject) UI_TEST_REGISTER(TestObject, QCoreApplication)
#define UI_TEST_APPLESS_MAIN(TestObject) \
    UI_TEST_REGISTER(TestObject, ::cribbage::ui::test::NoApplication)
