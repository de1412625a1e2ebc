#pragma once

#include <QString>
#include <optional>
#include <string>

namespace cribbage::ui {

// One file kept between launches (the saved game, by default), replaced atomically on every
// save, so a crash mid-write leaves the previous save whole.
class SaveStore {
public:
    // Saves in `directory` (created when needed), as `fileName`.
    explicit SaveStore(QString directory, QString fileName = QStringLiteral("current-game.json"));

    QString path() const;
    // Why the save failed, if it did.
    std::optional<QString> write(const std::string& text) const;
    // The saved text; nullopt when there is no save.
    std::optional<std::string> read() const;
    // A save that cannot be used is renamed out of the way, to `<kind>-<UTC time>.json`, or
    // `<kind>-<UTC time>-2.json` and on when that name is taken, so it is never read again
    // and not lost either. Returns its new path; nullopt when it could not be renamed: then
    // it is still where it was.
    std::optional<QString> setAside(const QString& kind) const;

private:
    QString directory_;
    QString fileName_;
};

}  // namespace cribbage::ui
