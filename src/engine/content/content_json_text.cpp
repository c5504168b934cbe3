// parse_json_text: a watching pass (core/json_watch.hpp) that lists keys repeated inside one object
// where they are, then nlohmann's parser.
#include "content/content_json_text.hpp"

#include "content/content_reader.hpp"
#include "content/text_position.hpp"
#include "core/json_watch.hpp"
#include "highscore/text_file.hpp"

namespace hs::content_detail {

namespace {

std::string line_and_column(const std::string& text, std::size_t byte) {
  const TextPosition at = text_position(text, byte);
  return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
}

// nlohmann's message repeats the position in its own words ("[json.exception.parse_error.101] parse
// error at line 1, column 2: ..."); keep only the explanation.
// "; last read: ..." quotes the raw bytes, which may be broken UTF-8 and garble a terminal: dropped.
std::string parse_error_reason(const std::string& what) {
  const std::string marker = "syntax error while parsing ";
  auto pos = what.find(marker);
  std::string reason = pos != std::string::npos ? what.substr(pos) : what;
  if (pos == std::string::npos && (pos = what.find(": ")) != std::string::npos) reason = what.substr(pos + 2);
  if (auto last = reason.find("; last read:"); last != std::string::npos) reason.erase(last);
  return reason;
}

}  // namespace

ParsedText parse_json_text(const std::string& bytes) {
  ParsedText out;
  // A NUL byte would end the parse early and hide what follows; depth is bounded before the parser
  // builds anything, so neither the tracker's pointers nor a later walk grow with a hostile file.
  if (auto problem = hs::check_json_text(bytes)) {
    out.syntax_error = *problem;
    return out;
  }
  // Repeated keys and the count of values first, in a pass that builds nothing (linear; nlohmann's
  // parse with a callback is quadratic on long arrays), then the plain parse.
  core_detail::JsonWatch watch = core_detail::watch_json_text(bytes, kMostDuplicateKeysReported, hs::kMaxJsonValues);
  if (watch.too_many) {
    out.syntax_error = *watch.too_many;
    return out;
  }
  out.duplicate_keys = std::move(watch.duplicate_keys);
  out.more_duplicate_keys = watch.more_duplicate_keys;
  try {
    out.root = nlohmann::json::parse(bytes);
  } catch (const nlohmann::json::parse_error& e) {
    out.syntax_error = "invalid JSON at " + line_and_column(bytes, e.byte) + ": " + parse_error_reason(e.what());
    out.duplicate_keys.clear();
    out.more_duplicate_keys = 0;
  } catch (const nlohmann::json::exception& e) {
    // Well-formed but unreadable, such as 1e999 (too large for a double): nlohmann reports no
    // position, so the number it quotes is looked up in the text.
    std::string what = e.what();
    if (auto p = what.find("] "); p != std::string::npos) what.erase(0, p + 2);
    std::string where;
    if (auto q = what.find('\''); q != std::string::npos)
      if (auto q2 = what.find('\'', q + 1); q2 != std::string::npos)
        if (auto at = bytes.find(what.substr(q + 1, q2 - q - 1)); at != std::string::npos)
          where = " at " + line_and_column(bytes, at);
    out.syntax_error = "unreadable JSON" + where + ": " + what;
    out.duplicate_keys.clear();
    out.more_duplicate_keys = 0;
  }
  return out;
}

}  // namespace hs::content_detail
