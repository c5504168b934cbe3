// The app's string table: every UI string by key, in English and Spanish (data/i18n/*.json).
// Card names and texts are not here; they come from the content's own bilingual fields.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hs::app {

class StringTable {
 public:
  // Loads data/i18n/<lang>.json for every language; returns a message naming the file on failure.
  static std::optional<std::string> load(const std::string& i18n_dir, StringTable& out);

  void set_language(const std::string& lang) { lang_ = lang; }
  const std::string& language() const { return lang_; }
  // The text for `key` in the current language; falls back to English, then to the key itself so a
  // missing entry is visible rather than blank.
  std::string get(const std::string& key) const;
  // The text for `key` in `lang` exactly, "" when that language lacks it.
  std::string get_in(const std::string& lang, const std::string& key) const;
  // get() with "{0}", "{1}"... replaced by the arguments.
  std::string format(const std::string& key, const std::vector<std::string>& args) const;
  std::vector<std::string> keys(const std::string& lang) const;
  bool has(const std::string& lang, const std::string& key) const;

 private:
  std::string lang_ = "en";
  std::map<std::string, std::map<std::string, std::string>> by_lang_;
};

// Replaces {0}, {1}, ... in `pattern` (kept separate so it can be tested alone).
std::string substitute(const std::string& pattern, const std::vector<std::string>& args);

}  // namespace hs::app
