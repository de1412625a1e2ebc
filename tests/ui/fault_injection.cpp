#include "fault_injection.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstdio>

namespace cribbage::test::faults {
namespace {

std::atomic<bool> armed{false};
Plan plan;
int calls = 0;
bool injected = false;
const char* failedCall = nullptr;

// The call's turn: true when it is the one to fail (errno set).
bool failsNow(const char* name) {
    if (!armed.load()) {
        return false;
    }
    ++calls;
    if (calls != plan.failAt) {
        return false;
    }
    injected = true;
    failedCall = name;
    errno = plan.error;
    return true;
}

// A call that would change the disk, on a read-only disk: true when it fails (errno set).
bool refusedAsReadOnly(const char* name) {
    if (!armed.load() || !plan.readOnly) {
        return false;
    }
    ++calls;
    injected = true;
    failedCall = name;
    errno = plan.error;
    return true;
}

template <class F>
F next(const char* name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

}  // namespace

void arm(const Plan& newPlan) {
    plan = newPlan;
    calls = 0;
    injected = false;
    failedCall = nullptr;
    armed.store(true);
}

Made disarm() {
    armed.store(false);
    return {calls, injected, failedCall};
}

}  // namespace cribbage::test::faults

using cribbage::test::faults::failsNow;
using cribbage::test::faults::next;
using cribbage::test::faults::refusedAsReadOnly;

// NOLINTBEGIN(readability-identifier-naming, cppcoreguidelines-pro-type-vararg): the C
// library's own names and signatures, interposed.
extern "C" {

int open64(const char* path, int flags, ...) {
    mode_t mode = 0;
    if ((flags & O_CREAT) != 0 || (flags & O_TMPFILE) == O_TMPFILE) {
        va_list args;
        va_start(args, flags);
        mode = static_cast<mode_t>(va_arg(args, int));
        va_end(args);
    }
    const bool writes =
        (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0 || (flags & O_TMPFILE) == O_TMPFILE;
    if (failsNow("open") || (writes && refusedAsReadOnly("open"))) {
        return -1;
    }
    return next<int (*)(const char*, int, ...)>("open64")(path, flags, mode);
}

ssize_t read(int fd, void* buffer, size_t count) {
    if (failsNow("read")) {
        return -1;
    }
    return next<ssize_t (*)(int, void*, size_t)>("read")(fd, buffer, count);
}

ssize_t write(int fd, const void* buffer, size_t count) {
    if (failsNow("write")) {
        if (cribbage::test::faults::plan.shortWrite && count > 1) {
            return next<ssize_t (*)(int, const void*, size_t)>("write")(fd, buffer, count / 2);
        }
        return -1;
    }
    return next<ssize_t (*)(int, const void*, size_t)>("write")(fd, buffer, count);
}

int fdatasync(int fd) {
    return failsNow("fdatasync") ? -1 : next<int (*)(int)>("fdatasync")(fd);
}

int fsync(int fd) {
    return failsNow("fsync") ? -1 : next<int (*)(int)>("fsync")(fd);
}

int ftruncate64(int fd, off64_t length) {
    return failsNow("ftruncate") ? -1 : next<int (*)(int, off64_t)>("ftruncate64")(fd, length);
}

int link(const char* from, const char* to) {
    return failsNow("link") || refusedAsReadOnly("link")
               ? -1
               : next<int (*)(const char*, const char*)>("link")(from, to);
}

int linkat(int fromDir, const char* from, int toDir, const char* to, int flags) {
    return failsNow("linkat") || refusedAsReadOnly("linkat")
               ? -1
               : next<int (*)(int, const char*, int, const char*, int)>("linkat")(fromDir, from,
                                                                                  toDir, to, flags);
}

int rename(const char* from, const char* to) {
    return failsNow("rename") || refusedAsReadOnly("rename")
               ? -1
               : next<int (*)(const char*, const char*)>("rename")(from, to);
}

int renameat2(int fromDir, const char* from, int toDir, const char* to, unsigned int flags) {
    return failsNow("renameat2") || refusedAsReadOnly("renameat2")
               ? -1
               : next<int (*)(int, const char*, int, const char*, unsigned int)>("renameat2")(
                     fromDir, from, toDir, to, flags);
}

int unlink(const char* path) {
    return failsNow("unlink") || refusedAsReadOnly("unlink")
               ? -1
               : next<int (*)(const char*)>("unlink")(path);
}

int close(int fd) {
    // A close that fails has still closed the descriptor (Linux): do so, and say it failed.
    const int closed = next<int (*)(int)>("close")(fd);
    return failsNow("close") ? -1 : closed;
}

int mkdir(const char* path, mode_t mode) {
    return failsNow("mkdir") || refusedAsReadOnly("mkdir")
               ? -1
               : next<int (*)(const char*, mode_t)>("mkdir")(path, mode);
}

// Only on a read-only disk: whether a file may be written to is asked of access().
int access(const char* path, int mode) {
    return (mode & W_OK) != 0 && refusedAsReadOnly("access")
               ? -1
               : next<int (*)(const char*, int)>("access")(path, mode);
}

}  // extern "C"
// NOLINTEND(readability-identifier-naming, cppcoreguidelines-pro-type-vararg)
