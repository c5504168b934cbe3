// The SAX pass behind json_watch.hpp: one frame per open object or array, the keys seen in each
// object, and a count of values.
#include "core/json_watch.hpp"

#include <set>

#include <nlohmann/json.hpp>

#include "content/content_reader.hpp"

namespace hs::core_detail {

namespace {

class WatchingReader : public nlohmann::json_sax<nlohmann::json> {
 public:
  WatchingReader(JsonWatch& out, std::size_t most_listed, std::size_t max_values)
      : out_(out), most_listed_(most_listed), max_values_(max_values) {}

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool string(string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool start_object(std::size_t) override { return open(false); }
  bool start_array(std::size_t) override { return open(true); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& key) override {
    Frame& top = frames_.back();
    top.key = key;
    if (top.keys.insert(key).second) return true;
    if (out_.duplicate_keys.size() < most_listed_) out_.duplicate_keys.push_back(pointer());
    else ++out_.more_duplicate_keys;
    return most_listed_ > 1;  // listing one is stopping at the first
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  struct Frame {
    bool array;
    std::size_t children;  // started so far; the current one is children - 1
    std::string key;
    std::set<std::string> keys;
  };
  bool counted() {
    if (++values_ <= max_values_) return true;
    out_.too_many = "more than " + std::to_string(max_values_) + " values, the most the game reads from one file";
    return false;
  }
  bool value() {
    if (!frames_.empty()) ++frames_.back().children;
    return counted();
  }
  bool open(bool array) {
    if (!frames_.empty()) ++frames_.back().children;
    frames_.push_back(Frame{array, 0, {}, {}});
    return counted();
  }
  bool close() {
    frames_.pop_back();
    return true;
  }
  std::string pointer() const {
    std::string p;
    for (const Frame& f : frames_)
      p = f.array ? content_detail::pointer_child(p, f.children - 1) : content_detail::pointer_child(p, f.key);
    return p;
  }
  JsonWatch& out_;
  const std::size_t most_listed_, max_values_;
  std::vector<Frame> frames_;
  std::size_t values_ = 0;
};

}  // namespace

JsonWatch watch_json_text(const std::string& text, std::size_t most_listed, std::size_t max_values) {
  JsonWatch out;
  WatchingReader reader(out, most_listed, max_values);
  nlohmann::json::sax_parse(text, &reader);
  return out;
}

}  // namespace hs::core_detail
