// Collecting JSON readers for content files: every getter reports what is wrong (file, JSON pointer,
// message) into the load's error list and returns nullopt instead of throwing, so a single load can
// list every mistake of a content set. Internal to the content loader.
#pragma once
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/content.hpp"

namespace hs::content_detail {

using nlohmann::json;

// JSON pointer of a member / element below `pointer` (RFC 6901 escaping of '~' and '/').
std::string pointer_child(const std::string& pointer, std::string_view key);
std::string pointer_child(const std::string& pointer, std::size_t index);

// "a string", "an integer", ... for messages.
std::string describe_type(const json& value);

// Which colours a field accepts: dice only, or dice plus "any".
enum class ColorRule { Die, DieOrAny };

class FileReader {
 public:
  FileReader(std::string file, std::vector<ContentError>& errors) : file_(std::move(file)), errors_(errors) {}
  const std::string& file() const { return file_; }
  void error(const std::string& pointer, std::string message);
  std::size_t error_count() const { return errors_.size(); }  // all files' errors so far

  // Shape checks; each reports the problem and returns false.
  bool expect_object(const json& value, const std::string& pointer);
  bool expect_array(const json& value, const std::string& pointer);
  // Reports every member that is not in `allowed` (usually a typo of an allowed one).
  void only_keys(const json& object, const std::string& pointer, std::initializer_list<std::string_view> allowed);

  // Member `key` of `object`; reports it when required and absent. `object` must be an object.
  const json* member(const json& object, const std::string& pointer, std::string_view key, bool required);

  // Value readers.
  std::optional<int> integer(const json& value, const std::string& pointer, int lo, int hi);
  std::optional<bool> boolean(const json& value, const std::string& pointer);
  std::optional<std::string> string(const json& value, const std::string& pointer);  // non-empty
  std::optional<std::string> id(const json& value, const std::string& pointer);      // [a-z0-9_]+
  std::optional<Text> text(const json& value, const std::string& pointer);           // en + es
  std::optional<Color> color(const json& value, const std::string& pointer, ColorRule rule);
  // Index of the value in `names`, or a message listing them.
  std::optional<std::size_t> one_of(const json& value, const std::string& pointer,
                                    std::span<const std::string_view> names);

  // Member shortcuts: read `key` of `object` with the reader above. Absent and not required gives
  // nullopt silently; callers apply the default.
  std::optional<int> int_at(const json& object, const std::string& pointer, std::string_view key, int lo, int hi,
                            bool required = true);
  std::optional<bool> bool_at(const json& object, const std::string& pointer, std::string_view key,
                              bool required = false);
  std::optional<std::string> string_at(const json& object, const std::string& pointer, std::string_view key,
                                       bool required = true);
  std::optional<std::string> id_at(const json& object, const std::string& pointer, std::string_view key,
                                   bool required = true);
  std::optional<Text> text_at(const json& object, const std::string& pointer, std::string_view key,
                              bool required = true);
  std::optional<Color> color_at(const json& object, const std::string& pointer, std::string_view key,
                                ColorRule rule, bool required = true);
  std::optional<std::size_t> one_of_at(const json& object, const std::string& pointer, std::string_view key,
                                       std::span<const std::string_view> names, bool required = true);

 private:
  std::string file_;
  std::vector<ContentError>& errors_;
};

}  // namespace hs::content_detail
