// Strict, path-aware readers for saves, scripts and snapshots: each getter names the JSON pointer of
// the value it rejects, so a user editing a save by hand learns exactly which value is wrong.
// Internal to the engine; the public functions catch JsonReadError and return a Refusal instead.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/color.hpp"

namespace hs::jsonread {

using nlohmann::json;

// Thrown by the readers below and caught at the public boundary (never escapes the engine).
struct JsonReadError : std::runtime_error {
  JsonReadError(const std::string& where, const std::string& what)
      : std::runtime_error((where.empty() ? std::string("/") : where) + ": " + what) {}
};

inline std::string child(const std::string& where, const std::string& key) { return where + "/" + key; }
inline std::string child(const std::string& where, std::size_t index) {
  return where + "/" + std::to_string(index);
}

inline const char* type_name(const json& v) { return v.type_name(); }

inline const json& require_object(const json& v, const std::string& where) {
  if (!v.is_object()) throw JsonReadError(where, std::string("expected an object, found ") + type_name(v));
  return v;
}

// Refuses values nested deeper than `max_depth` (counted without recursion), so code that walks or
// prints them recursively cannot run out of stack.
inline const json& require_depth_at_most(const json& v, const std::string& where, int max_depth) {
  std::vector<std::pair<const json*, int>> todo{{&v, 1}};
  while (!todo.empty()) {
    auto [j, depth] = todo.back();
    todo.pop_back();
    if (!j->is_structured()) continue;
    if (depth > max_depth) throw JsonReadError(where, "nested deeper than " + std::to_string(max_depth) + " levels");
    for (const json& e : *j) todo.push_back({&e, depth + 1});
  }
  return v;
}

inline const json& require_array(const json& v, const std::string& where) {
  if (!v.is_array()) throw JsonReadError(where, std::string("expected an array, found ") + type_name(v));
  return v;
}

// Refuses keys the reader does not know, so a typo in a hand-written script is not silently ignored.
inline void only_keys(const json& obj, const std::string& where, std::initializer_list<const char*> keys) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    bool known = false;
    for (const char* k : keys)
      if (it.key() == k) known = true;
    if (!known) throw JsonReadError(child(where, it.key()), "unknown field");
  }
}

inline const json& field(const json& obj, const char* key, const std::string& where) {
  require_object(obj, where);
  auto it = obj.find(key);
  if (it == obj.end()) throw JsonReadError(child(where, key), "missing");
  return *it;
}

inline int as_int(const json& v, const std::string& where) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > 0x7fffffffULL) throw JsonReadError(where, "integer out of range");
    return static_cast<int>(u);
  }
  if (v.is_number_integer()) {
    const auto i = v.get<std::int64_t>();
    if (i < -0x7fffffffLL || i > 0x7fffffffLL) throw JsonReadError(where, "integer out of range");
    return static_cast<int>(i);
  }
  throw JsonReadError(where, std::string("expected an integer, found ") + type_name(v));
}

inline std::uint64_t as_u64(const json& v, const std::string& where) {
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_number_integer() && v.get<std::int64_t>() >= 0) return static_cast<std::uint64_t>(v.get<std::int64_t>());
  throw JsonReadError(where, "expected a non-negative integer");
}

inline bool as_bool(const json& v, const std::string& where) {
  if (!v.is_boolean()) throw JsonReadError(where, std::string("expected true or false, found ") + type_name(v));
  return v.get<bool>();
}

inline std::string as_string(const json& v, const std::string& where) {
  if (!v.is_string()) throw JsonReadError(where, std::string("expected a string, found ") + type_name(v));
  return v.get<std::string>();
}

// 64-bit values that must survive any JSON reader are written as 16 hex digits.
inline std::string hex64(std::uint64_t x) {
  static const char* digits = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, x >>= 4) s[static_cast<std::size_t>(i)] = digits[x & 0xf];
  return s;
}

inline std::uint64_t as_hex64(const json& v, const std::string& where) {
  const std::string s = as_string(v, where);
  if (s.size() != 16) throw JsonReadError(where, "expected 16 hex digits");
  std::uint64_t x = 0;
  for (char c : s) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    if (d < 0) throw JsonReadError(where, "expected 16 lowercase hex digits");
    x = (x << 4) | static_cast<std::uint64_t>(d);
  }
  return x;
}

inline Color as_color(const json& v, const std::string& where) {
  const std::string s = as_string(v, where);
  if (auto c = parse_color(s)) return *c;
  throw JsonReadError(where, "\"" + s + "\" is not one of red, blue, yellow, black, any");
}

inline Color as_die_color(const json& v, const std::string& where) {
  const Color c = as_color(v, where);
  if (c == Color::Any) throw JsonReadError(where, "a die has a colour: red, blue, yellow or black");
  return c;
}

inline std::vector<int> as_int_array(const json& v, const std::string& where) {
  require_array(v, where);
  std::vector<int> out;
  out.reserve(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) out.push_back(as_int(v[i], child(where, i)));
  return out;
}

inline std::vector<std::string> as_string_array(const json& v, const std::string& where) {
  require_array(v, where);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < v.size(); ++i) out.push_back(as_string(v[i], child(where, i)));
  return out;
}

// {"red": n, "blue": n, "yellow": n, "black": n}; missing colours are 0.
inline json dice_to_json(const DiceCounts& d) {
  json j = json::object();
  for (Color c : kAllDieColors) j[std::string(color_name(c))] = d[c];
  return j;
}

inline DiceCounts as_dice(const json& v, const std::string& where) {
  require_object(v, where);
  only_keys(v, where, {"red", "blue", "yellow", "black"});
  DiceCounts d;
  for (Color c : kAllDieColors) {
    const std::string key(color_name(c));
    if (v.contains(key)) d[c] = as_int(v[key], child(where, key));
  }
  return d;
}

}  // namespace hs::jsonread
