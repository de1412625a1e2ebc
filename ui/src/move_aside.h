#pragma once

#include <QString>
#include <optional>

namespace cribbage::ui {

// Renames what lies at `path` (a file, a folder, a FIFO, a symlink that leads nowhere or to
// itself: anything), as it is, to `<stem>-<UTC time>.<suffix>`, or `<stem>-<UTC time>-2.<suffix>`
// and on when that name is taken, so that it is never read again and not lost either. Never
// replaces anything. The new path; nullopt when it could not be renamed: then it is still
// where it was.
std::optional<QString> moveAside(const QString& path, const QString& stem, const QString& suffix);

}  // namespace cribbage::ui
