#pragma once

#include <QString>
#include <optional>
#include <string>

namespace cribbage::ui {

// The saved game between launches: one file, replaced atomically on every save, so a crash
// mid-write leaves the previous save whole.
class SaveStore {
public:
    // Saves in `directory` (created when needed).
    explicit SaveStore(QString directory);

    QString path() const;
    // Why the save failed, if it did.
    std::optional<QString> write(const std::string& text) const;
    // The saved text; nullopt when there is no save.
    std::optional<std::string> read() const;
    // A save that cannot be used is renamed out of the way (so it is never read again, and
    // not lost either). Returns its new path, or an empty string if the rename failed and
    // the file was removed instead.
    QString setAside() const;
    void remove() const;

private:
    QString directory_;
};

}  // namespace cribbage::ui
