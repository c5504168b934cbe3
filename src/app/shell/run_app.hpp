// The app's life from its parsed arguments to its exit code (run_app.cpp).
#pragma once
#include "app/shell/args.hpp"

namespace hs::app {

// Program entry once the arguments are parsed; returns the process exit code.
int run_app(const AppArgs& args);

}  // namespace hs::app
