#pragma once

#include <QString>

namespace cribbage::app {

// Qt's names for the game, which decide where its settings and saved game are kept
// (docs/gui.md), and its application id (CRIBBAGE_APP_ID), which ties the window to its menu
// entry and icon.
void setApplicationNames();

// Up to version 0.1.0 the game kept its data one folder too deep, in `folder`/cribbage (Qt's
// organisation and application names were both "cribbage"). Moves what is there up into
// `folder` and removes the old folder once it is empty. A name already taken in `folder` is
// left where it was, so nothing is lost or overwritten.
void moveDataOutOfDoubledFolder(const QString& folder);

}  // namespace cribbage::app
