// Result<T>: a value or a Refusal (the rule that forbids an action and why). Used instead of
// std::expected, which needs C++23.
#pragma once
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "highscore/refusal_code.hpp"

namespace hs {

struct Refusal {
  std::string rule;    // rule ID from RULES.md, e.g. "R5.2"; empty when no rule applies
  std::string reason;  // one sentence a player can read (in English: the CLI prints it)
  // What a translated client shows instead of `reason` (refusal_code.hpp); None when not coded yet.
  RefusalCode code = RefusalCode::None;
  std::vector<std::string> args = {};  // the code's numbers and names, in its documented order
};

template <typename T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}
  Result(Refusal refusal) : data_(std::move(refusal)) {}
  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(data_); }
  const T& value() const { return std::get<0>(data_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  const Refusal& refusal() const { return std::get<1>(data_); }

 private:
  std::variant<T, Refusal> data_;
};

}  // namespace hs
