// The collecting JSON readers of content_reader.hpp. Nothing here throws on bad input: every value is
// type-checked before nlohmann's get<>() is called.
#include "content/content_reader.hpp"

#include <cstdint>

namespace hs::content_detail {

std::string pointer_child(const std::string& pointer, std::string_view key) {
  std::string out = pointer + "/";
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

std::string pointer_child(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

std::string describe_type(const json& value) {
  switch (value.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer";
    case json::value_t::number_float: return "a number with a fraction";
    default: return "an unsupported value";
  }
}

namespace {
std::string shown_value(std::string_view s) {
  // Long or multi-line values would make the message unreadable; the pointer already locates them.
  std::string shown(s.substr(0, 40));
  for (char& c : shown)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  if (s.size() > 40) shown += "...";
  return "\"" + shown + "\"";
}

std::string join(std::span<const std::string_view> names, std::string_view last_separator) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += (i + 1 == names.size()) ? std::string(last_separator) : std::string(", ");
    out += names[i];
  }
  return out;
}

bool is_blank(const std::string& s) {
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return false;
  return true;
}
}  // namespace

void FileReader::error(const std::string& pointer, std::string message) {
  errors_.push_back(ContentError{file_, pointer, std::move(message)});
}

bool FileReader::expect_object(const json& value, const std::string& pointer) {
  if (value.is_object()) return true;
  error(pointer, "expected an object, found " + describe_type(value));
  return false;
}

bool FileReader::expect_array(const json& value, const std::string& pointer) {
  if (value.is_array()) return true;
  error(pointer, "expected an array, found " + describe_type(value));
  return false;
}

void FileReader::only_keys(const json& object, const std::string& pointer,
                           std::initializer_list<std::string_view> allowed) {
  if (!object.is_object()) return;
  for (auto it = object.begin(); it != object.end(); ++it) {
    bool known = false;
    for (std::string_view k : allowed)
      if (it.key() == k) known = true;
    if (known) continue;
    std::string list;
    for (std::string_view k : allowed) list += (list.empty() ? "" : ", ") + std::string(k);
    error(pointer_child(pointer, it.key()), "unknown field (allowed here: " + list + ")");
  }
}

const json* FileReader::member(const json& object, const std::string& pointer, std::string_view key,
                               bool required) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  if (it == object.end()) {
    if (required) error(pointer, "missing required field \"" + std::string(key) + "\"");
    return nullptr;
  }
  return &*it;
}

std::optional<int> FileReader::integer(const json& value, const std::string& pointer, int lo, int hi) {
  const std::string range = " is out of range " + std::to_string(lo) + ".." + std::to_string(hi);
  if (value.is_number_unsigned()) {  // nlohmann stores every non-negative integer here
    const auto u = value.get<std::uint64_t>();
    if (hi < 0 || u > static_cast<std::uint64_t>(hi) || static_cast<long long>(u) < lo) {
      error(pointer, std::to_string(u) + range);
      return std::nullopt;
    }
    return static_cast<int>(u);
  }
  if (value.is_number_integer()) {
    const auto n = value.get<std::int64_t>();
    if (n < lo || n > hi) {
      error(pointer, std::to_string(n) + range);
      return std::nullopt;
    }
    return static_cast<int>(n);
  }
  error(pointer, "expected an integer, found " + describe_type(value));
  return std::nullopt;
}

std::optional<bool> FileReader::boolean(const json& value, const std::string& pointer) {
  if (value.is_boolean()) return value.get<bool>();
  error(pointer, "expected true or false, found " + describe_type(value));
  return std::nullopt;
}

std::optional<std::string> FileReader::string(const json& value, const std::string& pointer) {
  if (!value.is_string()) {
    error(pointer, "expected a string, found " + describe_type(value));
    return std::nullopt;
  }
  std::string s = value.get<std::string>();
  if (is_blank(s)) {
    error(pointer, "must not be empty");
    return std::nullopt;
  }
  return s;
}

std::optional<std::string> FileReader::id(const json& value, const std::string& pointer) {
  auto s = string(value, pointer);
  if (!s) return std::nullopt;
  for (char c : *s) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    if (!ok) {
      error(pointer, shown_value(*s) + " is not a valid id (use lowercase letters a-z, digits and _)");
      return std::nullopt;
    }
  }
  return s;
}

std::optional<Text> FileReader::text(const json& value, const std::string& pointer) {
  if (!expect_object(value, pointer)) return std::nullopt;
  only_keys(value, pointer, {"en", "es"});
  auto en = string_at(value, pointer, "en");
  auto es = string_at(value, pointer, "es");
  if (!en || !es) return std::nullopt;
  return Text{*en, *es};
}

std::optional<Color> FileReader::color(const json& value, const std::string& pointer, ColorRule rule) {
  static constexpr std::string_view kDie[] = {"red", "blue", "yellow", "black"};
  static constexpr std::string_view kDieOrAny[] = {"red", "blue", "yellow", "black", "any"};
  const std::span<const std::string_view> names =
      rule == ColorRule::Die ? std::span<const std::string_view>(kDie) : std::span<const std::string_view>(kDieOrAny);
  auto index = one_of(value, pointer, names);
  if (!index) return std::nullopt;
  return static_cast<Color>(*index);  // both lists follow the Color enum's order
}

std::optional<std::size_t> FileReader::one_of(const json& value, const std::string& pointer,
                                              std::span<const std::string_view> names) {
  if (!value.is_string()) {
    error(pointer, "expected one of " + join(names, ", ") + ", found " + describe_type(value));
    return std::nullopt;
  }
  const std::string s = value.get<std::string>();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == s) return i;
  error(pointer, shown_value(s) + " is not one of " + join(names, ", "));
  return std::nullopt;
}

std::optional<int> FileReader::int_at(const json& object, const std::string& pointer, std::string_view key,
                                      int lo, int hi, bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? integer(*v, pointer_child(pointer, key), lo, hi) : std::nullopt;
}

std::optional<bool> FileReader::bool_at(const json& object, const std::string& pointer, std::string_view key,
                                        bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? boolean(*v, pointer_child(pointer, key)) : std::nullopt;
}

std::optional<std::string> FileReader::string_at(const json& object, const std::string& pointer,
                                                 std::string_view key, bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? string(*v, pointer_child(pointer, key)) : std::nullopt;
}

std::optional<std::string> FileReader::id_at(const json& object, const std::string& pointer, std::string_view key,
                                             bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? id(*v, pointer_child(pointer, key)) : std::nullopt;
}

std::optional<Text> FileReader::text_at(const json& object, const std::string& pointer, std::string_view key,
                                        bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? text(*v, pointer_child(pointer, key)) : std::nullopt;
}

std::optional<Color> FileReader::color_at(const json& object, const std::string& pointer, std::string_view key,
                                          ColorRule rule, bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? color(*v, pointer_child(pointer, key), rule) : std::nullopt;
}

std::optional<std::size_t> FileReader::one_of_at(const json& object, const std::string& pointer,
                                                 std::string_view key, std::span<const std::string_view> names,
                                                 bool required) {
  const json* v = member(object, pointer, key, required);
  return v ? one_of(*v, pointer_child(pointer, key), names) : std::nullopt;
}

}  // namespace hs::content_detail
