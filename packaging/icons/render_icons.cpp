// render-icons SVG OUTDIR: draws the application icon at the sizes each desktop asks for:
//   OUTDIR/hicolor/NxN/apps/ID.png  (Linux, the freedesktop icon theme)
//   OUTDIR/ID.ico                   (Windows: PNG images in an icon container)
//   OUTDIR/ID.icns                  (macOS: PNG images in an Apple icon container)
// where ID is the application id. Run at build time (packaging/CMakeLists.txt).
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QtEndian>
#include <cstdio>
#include <utility>
#include <vector>

#include "cribbage_version.h"

namespace {

QByteArray png(QSvgRenderer& svg, int size) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

template <typename T>
void append(QByteArray& bytes, T value) {
    bytes.append(reinterpret_cast<const char*>(&value), sizeof value);
}

// ICONDIR, one ICONDIRENTRY per image (little-endian; a size of 256 is written 0), the PNGs.
QByteArray icoFile(QSvgRenderer& svg, const std::vector<int>& sizes) {
    QByteArray head;
    QByteArray images;
    append(head, qToLittleEndian<quint16>(0));
    append(head, qToLittleEndian<quint16>(1));
    append(head, qToLittleEndian<quint16>(static_cast<quint16>(sizes.size())));
    const auto firstImage = static_cast<quint32>(6 + 16 * sizes.size());
    for (const int size : sizes) {
        const QByteArray image = png(svg, size);
        const auto side = static_cast<quint8>(size >= 256 ? 0 : size);
        append(head, side);
        append(head, side);
        append(head, quint8{0});  // no palette
        append(head, quint8{0});
        append(head, qToLittleEndian<quint16>(1));   // colour planes
        append(head, qToLittleEndian<quint16>(32));  // bits per pixel
        append(head, qToLittleEndian<quint32>(static_cast<quint32>(image.size())));
        append(head, qToLittleEndian<quint32>(firstImage + static_cast<quint32>(images.size())));
        images += image;
    }
    return head + images;
}

// "icns" and the file's length, then per image its type, its length with this header, the PNG
// (big-endian).
QByteArray icnsFile(QSvgRenderer& svg) {
    const std::vector<std::pair<const char*, int>> types = {
        {"icp4", 16},  {"icp5", 32},  {"icp6", 64},   {"ic07", 128},
        {"ic08", 256}, {"ic09", 512}, {"ic10", 1024},
    };
    QByteArray entries;
    for (const auto& [type, size] : types) {
        const QByteArray image = png(svg, size);
        entries += QByteArray(type, 4);
        append(entries, qToBigEndian<quint32>(static_cast<quint32>(8 + image.size())));
        entries += image;
    }
    QByteArray file("icns", 4);
    append(file, qToBigEndian<quint32>(static_cast<quint32>(8 + entries.size())));
    return file + entries;
}

bool write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "render-icons: cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");  // a build needs no display
    }
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    if (arguments.size() != 3) {
        std::fprintf(stderr, "usage: render-icons SVG OUTDIR\n");
        return 2;
    }
    QSvgRenderer svg(arguments.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "render-icons: cannot read %s\n", qPrintable(arguments.at(1)));
        return 1;
    }
    const QDir out(arguments.at(2));
    const QString id = QStringLiteral(CRIBBAGE_APP_ID);
    bool written = true;
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        written &=
            write(out.filePath(QStringLiteral("hicolor/%1x%1/apps/%2.png").arg(size).arg(id)),
                  png(svg, size));
    }
    written &= write(out.filePath(id + QStringLiteral(".ico")),
                     icoFile(svg, {16, 24, 32, 48, 64, 128, 256}));
    written &= write(out.filePath(id + QStringLiteral(".icns")), icnsFile(svg));
    return written ? 0 : 1;
}
