#pragma once

#include <QString>

class QQuickWindow;

namespace cribbage::app {

// Picks how Qt Quick draws, before the first window exists (QGuiApplication must exist).
// On an X server that offers no direct rendering (no DRI3, DRI2 or NVIDIA GLX: Xvfb, a remote
// display, a virtual machine without 3D), OpenGL would be Mesa's software rasteriser
// (llvmpipe), which maps LLVM and its JIT-compiled shaders, keeps copies of every texture and
// redraws the whole window each frame; Qt Quick's own software scene graph draws the same table
// in a fraction of the memory and repaints only what changed. Elsewhere Qt chooses as usual, and
// QT_QUICK_BACKEND or QSG_RHI_BACKEND in the environment always win.
void chooseSceneGraphBackend();

// The graphics API the window renders with: "software", "OpenGL", "Vulkan"...
QString graphicsApiName(const QQuickWindow& window);

}  // namespace cribbage::app
