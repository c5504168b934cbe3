// Shared by the CLI tests: runs the built highscore-cli as a user would, with its output captured, in a
// scratch folder of the test process. Header-only so that it adds no test translation unit of its own.
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "test_io_support.hpp"

namespace hs::test_cli {

namespace fs = std::filesystem;
using hs::contains;

struct Run {
  int exit_code = -1;
  std::string out, err;
};

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream b;
  b << in.rdbuf();
  return b.str();
}

inline fs::path scratch() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("hs_test_cli_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

inline fs::path write_file(const std::string& name, const std::string& text) {
  const fs::path p = scratch() / name;
  std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
  return p;
}

// Runs the CLI (stopped after 60 s, so a hang fails instead of blocking the suite).
inline Run cli(const std::string& args) {
  const fs::path out = scratch() / "stdout.txt", err = scratch() / "stderr.txt";
  const std::string command = std::string("timeout 60 '") + HS_CLI_PATH + "' " + args + " > '" + out.string() +
                              "' 2> '" + err.string() + "'";
  const int status = std::system(command.c_str());
  Run r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

inline const std::string kData = " --data '" + hs::kFixtureContentDir + "'";

}  // namespace hs::test_cli
