// parse_json_text: nlohmann's parser with a callback that follows the current JSON pointer, so a key
// repeated inside one object can be reported where it is.
#include "content/content_json_text.hpp"

#include <set>

#include "content/content_reader.hpp"
#include "content/text_position.hpp"
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

// Where the parser is: one frame per open object or array, with the child being read.
class KeyTracker {
 public:
  KeyTracker(std::vector<std::string>& duplicates, std::size_t& more) : duplicates_(duplicates), more_(more) {}

  bool on_event(nlohmann::json::parse_event_t event, const nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    switch (event) {
      case E::object_start: frames_.push_back(Frame{false, 0, {}, {}}); break;
      case E::array_start: frames_.push_back(Frame{true, 0, {}, {}}); break;
      case E::key: {
        Frame& top = frames_.back();
        top.key = parsed.is_string() ? parsed.get<std::string>() : std::string();
        if (!top.keys.insert(top.key).second) {
          // A bounded report: a file of thousands of repeated keys gets a count, not thousands of lines.
          if (duplicates_.size() < kMostDuplicateKeysReported) duplicates_.push_back(pointer_to(frames_.size()));
          else ++more_;
        }
        break;
      }
      case E::object_end:
      case E::array_end:
        frames_.pop_back();
        element_done();
        break;
      case E::value: element_done(); break;
    }
    return true;  // keep everything: this pass only watches
  }

 private:
  struct Frame {
    bool array;
    std::size_t index;
    std::string key;
    std::set<std::string> keys;
  };
  void element_done() {
    if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
  }
  std::string pointer_to(std::size_t depth) const {
    std::string p;
    for (std::size_t i = 0; i < depth; ++i)
      p = frames_[i].array ? pointer_child(p, frames_[i].index) : pointer_child(p, frames_[i].key);
    return p;
  }
  std::vector<Frame> frames_;
  std::vector<std::string>& duplicates_;
  std::size_t& more_;
};

}  // namespace

ParsedText parse_json_text(const std::string& bytes) {
  ParsedText out;
  // A NUL byte would end the parse early and hide what follows; depth is bounded before the parser
  // builds anything, so neither the tracker's pointers nor a later walk grow with a hostile file.
  if (auto problem = hs::check_json_text(bytes)) {
    out.syntax_error = *problem;
    return out;
  }
  KeyTracker tracker(out.duplicate_keys, out.more_duplicate_keys);
  try {
    out.root = nlohmann::json::parse(
        bytes, [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) { return tracker.on_event(event, parsed); });
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
