#pragma once

namespace cribbage::app {

// The whole application: options, the QML engine, the window; returns the exit code.
//   cribbage [--screenshot FILE] [--seed S] [--autoplay N | --autoplay-games K]
//            [--frame-times] [--size WxH]
int runApplication(int argc, char** argv);

}  // namespace cribbage::app
