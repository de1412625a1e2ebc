#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QQmlParserStatus>
#include <memory>

#include "autoplayer.h"
#include "game_session.h"

namespace cribbage::ui::test {

// The scripted runs' autoplayer for the Qt Quick tests: `Autoplayer { session: game }`, then
// `autoplayer.play(3)` makes the person's next three moves as the computer's level would.
class QmlAutoplayer : public QObject, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_NAMED_ELEMENT(Autoplayer)
    Q_PROPERTY(
        cribbage::ui::GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(int remaining READ remaining NOTIFY remainingChanged)

public:
    explicit QmlAutoplayer(QObject* parent = nullptr);

    void classBegin() override {}
    void componentComplete() override;

    Q_INVOKABLE void play(int decisions);

    GameSession* session() const { return session_; }
    void setSession(GameSession* session);
    int remaining() const { return autoplayer_ ? autoplayer_->remaining() : 0; }

signals:
    void sessionChanged();
    void remainingChanged();

private:
    GameSession* session_ = nullptr;
    std::unique_ptr<app::Autoplayer> autoplayer_;
};

}  // namespace cribbage::ui::test
