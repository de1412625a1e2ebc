#include "qml_autoplayer.h"

#include "level_choices.h"

namespace cribbage::ui::test {

QmlAutoplayer::QmlAutoplayer(QObject* parent) : QObject(parent) {}

void QmlAutoplayer::setSession(GameSession* session) {
    if (session_ != session) {
        session_ = session;
        emit sessionChanged();
    }
}

void QmlAutoplayer::componentComplete() {
    if (!session_) {
        return;
    }
    autoplayer_ =
        std::make_unique<app::Autoplayer>(session_, computerDecider(session_->settings()->level()));
    connect(autoplayer_.get(), &app::Autoplayer::remainingChanged, this,
            &QmlAutoplayer::remainingChanged);
}

void QmlAutoplayer::play(int decisions) {
    if (autoplayer_) {
        autoplayer_->play(decisions);
    }
}

}  // namespace cribbage::ui::test
