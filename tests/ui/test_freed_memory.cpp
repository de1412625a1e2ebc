#include <QTest>
#include <memory>
#include <vector>

#include "../sanitized_build.h"
#include "freed_memory.h"
#include "process_memory.h"
#include "ui_test_main.h"

using namespace cribbage::app;

class TestFreedMemory : public QObject {
    Q_OBJECT

private slots:
    void memoryFreedInSmallPiecesGoesBackToTheSystem();
};

void TestFreedMemory::memoryFreedInSmallPiecesGoesBackToTheSystem() {
    if (cribbage::testing::kSanitizedBuild) {
        QSKIP("a sanitizer's allocator keeps freed memory its own way");
    }
    if (!processMemory()) {
        QSKIP("the resident memory is measured on Linux only");
    }
    // 32 MiB in pieces of 256 bytes, each written to; all freed but the last, which keeps the
    // freed ones below it, where free() alone gives nothing back.
    constexpr std::size_t kPiece = 256;
    constexpr std::size_t kPieces = (32U << 20U) / kPiece;
    std::vector<std::unique_ptr<char[]>> pieces(kPieces);
    for (auto& piece : pieces) {
        piece = std::make_unique<char[]>(kPiece);
        piece[0] = 1;
    }
    for (std::size_t i = 0; i + 1 < kPieces; ++i) {
        pieces[i].reset();
    }
    const long long before = processMemory()->residentKb;
    if (!releaseFreedMemory()) {
        QSKIP("this C library cannot give freed memory back");
    }
    const long long after = processMemory()->residentKb;
    constexpr long long kAtLeastKb = 16LL * 1024;
    QVERIFY2(before - after > kAtLeastKb,
             qPrintable(QStringLiteral("%1 kB before, %2 kB after").arg(before).arg(after)));
}

UI_TEST_GUILESS_MAIN(TestFreedMemory)
#include "test_freed_memory.moc"
