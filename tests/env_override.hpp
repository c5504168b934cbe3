// A scoped environment variable for tests: set (or unset) for the test's lifetime, the old value back
// afterwards, so tests that read HIGHSCORE_DATA and the like leave the process as they found it.
#pragma once
#include <cstdlib>
#include <optional>
#include <string>

namespace hs::test {

class EnvOverride {
 public:
  EnvOverride(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) ::setenv(name, value, 1);
    else ::unsetenv(name);
  }
  ~EnvOverride() {
    if (old_) ::setenv(name_.c_str(), old_->c_str(), 1);
    else ::unsetenv(name_.c_str());
  }
  EnvOverride(const EnvOverride&) = delete;
  EnvOverride& operator=(const EnvOverride&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};

}  // namespace hs::test
