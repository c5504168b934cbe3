// Fuzz target: the content loader (R1.4). The input is "NAME\nBYTES": content file NAME (an unknown
// name picks one by its first byte) replaced by BYTES, the other files from the frozen set. Every
// outcome must be a content set or a list of errors that each say what is wrong.
#include <algorithm>
#include <string>

#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto& names = hs::content_detail::content_file_names();
  const auto newline = input.find('\n');
  std::string name = input.substr(0, newline == std::string::npos ? 0 : newline);
  if (std::find(names.begin(), names.end(), name) == names.end())
    name = names[size ? static_cast<std::uint8_t>(input[0]) % names.size() : 0];
  const std::string replaced = newline == std::string::npos ? input : input.substr(newline + 1);
  // The frozen files are parsed once; each input parses only the file it replaces.
  static hs::content_detail::ParsedCache parsed = [] {
    hs::content_detail::ParsedCache cache;
    hs::content_detail::fill_parsed_cache(
        [](const std::string& file, std::string&) { return hs::fuzz::frozen_file(file); }, cache);
    return cache;
  }();
  const hs::ContentLoad load = hs::content_detail::load_content_from(
      [&](const std::string& file, std::string& problem) {
        if (file == name) return std::optional<std::string>(replaced);
        auto bytes = hs::fuzz::frozen_file(file);
        if (!bytes) problem = "file is missing";
        return bytes;
      },
      &parsed);
  if (!load.content && load.errors.empty()) hs::fuzz::broken("content refused without an error");
  for (const hs::ContentError& e : load.errors)
    if (e.message.empty()) hs::fuzz::broken("a content error without a message");
  return 0;
}
