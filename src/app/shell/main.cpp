// highscore: the SDL2 desktop app. Parses the command line and hands over to run_app().
#include <cstdio>
#include <string>
#include <vector>

#include "app/shell/run_app.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  const hs::app::ParsedArgs parsed = hs::app::parse_app_args(args);
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "highscore: %s\n%s", parsed.error.c_str(), hs::app::app_usage().c_str());
    return 2;
  }
  if (!parsed.note.empty()) std::fprintf(stderr, "highscore: %s\n", parsed.note.c_str());
  if (parsed.args.help) {
    std::printf("%s", hs::app::app_usage().c_str());
    return 0;
  }
  return hs::app::run_app(parsed.args);
}
