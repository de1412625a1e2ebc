#include "scene_graph_backend.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QtGlobal>
#include <cstdlib>
#include <cstring>
#include <memory>

#ifdef CRIBBAGE_HAVE_XCB
#include <xcb/xcb.h>
#endif

namespace cribbage::app {
namespace {

#ifdef CRIBBAGE_HAVE_XCB
bool hasExtension(xcb_connection_t* connection, const char* name) {
    const auto cookie =
        xcb_query_extension(connection, static_cast<std::uint16_t>(std::strlen(name)), name);
    const std::unique_ptr<xcb_query_extension_reply_t, decltype(&std::free)> reply(
        xcb_query_extension_reply(connection, cookie, nullptr), &std::free);
    return reply && reply->present;
}
#endif

bool openGlWouldBeSoftwareOnly() {
#ifdef CRIBBAGE_HAVE_XCB
    const auto* x11 = qGuiApp->nativeInterface<QNativeInterface::QX11Application>();
    if (!x11 || !x11->connection()) {
        return false;
    }
    xcb_connection_t* connection = x11->connection();
    return !hasExtension(connection, "DRI3") && !hasExtension(connection, "DRI2") &&
           !hasExtension(connection, "NV-GLX");
#else
    return false;
#endif
}

}  // namespace

void chooseSceneGraphBackend() {
    if (qEnvironmentVariableIsSet("QT_QUICK_BACKEND") ||
        qEnvironmentVariableIsSet("QSG_RHI_BACKEND")) {
        return;
    }
    if (openGlWouldBeSoftwareOnly()) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
}

QString graphicsApiName(const QQuickWindow& window) {
    const QSGRendererInterface* renderer = window.rendererInterface();
    switch (renderer ? renderer->graphicsApi() : QSGRendererInterface::Unknown) {
        case QSGRendererInterface::Software:
            return QStringLiteral("software");
        case QSGRendererInterface::OpenGL:
            return QStringLiteral("OpenGL");
        case QSGRendererInterface::Direct3D11:
            return QStringLiteral("Direct3D 11");
        case QSGRendererInterface::Vulkan:
            return QStringLiteral("Vulkan");
        case QSGRendererInterface::Metal:
            return QStringLiteral("Metal");
        default:
            return QStringLiteral("unknown");
    }
}

}  // namespace cribbage::app
