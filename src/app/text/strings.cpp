// Loading and looking up the UI string table (data/i18n/en.json, es.json).
#include "app/text/strings.hpp"
#include "highscore/text_file.hpp"

#include <fstream>

#include <nlohmann/json.hpp>

namespace hs::app {

std::optional<std::string> StringTable::load(const std::string& i18n_dir, StringTable& out) {
  for (const char* lang : {"en", "es"}) {
    const std::string path = i18n_dir + "/" + lang + ".json";
    auto text = read_text_file(path);  // size and NUL bounded
    if (!text) return path + ": cannot open the string table (" + text.refusal().reason + ")";
    auto read = parse_json_text(text.value());  // depth bounded
    if (!read) return path + ": not valid JSON (" + read.refusal().reason + ")";
    const nlohmann::json& j = read.value();
    if (!j.is_object()) return path + ": expected an object of key -> text";
    auto& table = out.by_lang_[lang];
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (!it.value().is_string()) return path + ": /" + it.key() + ": expected a string";
      table[it.key()] = it.value().get<std::string>();
    }
  }
  return std::nullopt;
}

std::string StringTable::get_in(const std::string& lang, const std::string& key) const {
  const auto l = by_lang_.find(lang);
  if (l == by_lang_.end()) return "";
  const auto k = l->second.find(key);
  return k == l->second.end() ? "" : k->second;
}

std::string StringTable::get(const std::string& key) const {
  for (const std::string& lang : {lang_, std::string("en")}) {
    auto l = by_lang_.find(lang);
    if (l == by_lang_.end()) continue;
    auto k = l->second.find(key);
    if (k != l->second.end()) return k->second;
  }
  return key;
}

std::string StringTable::format(const std::string& key, const std::vector<std::string>& args) const {
  return substitute(get(key), args);
}

std::vector<std::string> StringTable::keys(const std::string& lang) const {
  std::vector<std::string> out;
  auto l = by_lang_.find(lang);
  if (l != by_lang_.end())
    for (const auto& [k, v] : l->second) out.push_back(k);
  return out;
}

bool StringTable::has(const std::string& lang, const std::string& key) const {
  auto l = by_lang_.find(lang);
  return l != by_lang_.end() && l->second.count(key) > 0;
}

std::string substitute(const std::string& pattern, const std::vector<std::string>& args) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
        pattern[i + 1] <= '9') {
      const std::size_t n = static_cast<std::size_t>(pattern[i + 1] - '0');
      if (n < args.size()) out += args[n];
      i += 2;
      continue;
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace hs::app
