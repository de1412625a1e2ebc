#pragma once

// Faults injected into the file calls Qt makes (open, read, write, fdatasync, ftruncate,
// link, linkat, rename, renameat2, unlink, close, mkdir), in the manner of SQLite's I/O error
// tests: once armed, the `failAt`-th call fails with `error` (a write, when `shortWrite`,
// instead writes half its bytes); every other call goes through. Or, when `readOnly`, as on a
// file system mounted read-only: every call that would change the disk fails with `error`
// (an open for writing, mkdir, link, rename, unlink, and access() asking for W_OK), and the
// rest go through. The calls are interposed by
// the test program itself (it is linked with -rdynamic), so they are counted only there.
namespace cribbage::test::faults {

struct Plan {
    int failAt = 0;  // 1 for the first call after arm(); 0 never
    int error = 0;   // the errno of the failed call
    bool shortWrite = false;
    bool readOnly = false;
};

void arm(const Plan& plan);
// Stops injecting; the number of calls made since arm(), and whether the fault was injected.
struct Made {
    int calls = 0;
    bool injected = false;
    const char* failed = nullptr;  // the call that failed
};
Made disarm();

}  // namespace cribbage::test::faults
