// Helpers for the content tests: a private copy of the fixture content set in a temp dir that a test
// can edit as JSON, and lookups over a load's error list.
#pragma once
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "highscore/content.hpp"

namespace hs::test {

inline const std::string kFixtureDir = HS_TEST_DIR "/fixtures/content";

// A fresh copy of the fixture, removed when the test ends. Names carry the pid and a counter, so
// test processes running in parallel never share a directory.
class ContentCopy {
 public:
  ContentCopy() {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("hs_content_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
    std::filesystem::remove_all(dir_);
    std::filesystem::copy(kFixtureDir, dir_);
  }
  ~ContentCopy() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  ContentCopy(const ContentCopy&) = delete;
  ContentCopy& operator=(const ContentCopy&) = delete;

  std::string dir() const { return dir_.string(); }
  nlohmann::json read(const std::string& file) const {
    std::ifstream in(dir_ / file);
    return nlohmann::json::parse(in);
  }
  void write(const std::string& file, const nlohmann::json& j) const { write_raw(file, j.dump(2)); }
  void write_raw(const std::string& file, const std::string& bytes) const {
    std::ofstream out(dir_ / file, std::ios::binary | std::ios::trunc);
    out << bytes;
  }
  void remove(const std::string& file) const { std::filesystem::remove(dir_ / file); }
  // Edit one file in place: edit(file, [](json& j) { ... }).
  template <typename F>
  void edit(const std::string& file, F change) const {
    nlohmann::json j = read(file);
    change(j);
    write(file, j);
  }
  ContentLoad load() const { return load_content(dir()); }

 private:
  std::filesystem::path dir_;
};

inline std::string all_errors(const ContentLoad& load) {
  std::string out;
  for (const ContentError& e : load.errors) out += e.to_string() + "\n";
  return out;
}

// True when the load reported exactly this file and pointer with a message containing `text`.
inline bool has_error(const ContentLoad& load, const std::string& file, const std::string& pointer,
                      const std::string& text) {
  return std::any_of(load.errors.begin(), load.errors.end(), [&](const ContentError& e) {
    return e.file == file && e.pointer == pointer && e.message.find(text) != std::string::npos;
  });
}

}  // namespace hs::test
