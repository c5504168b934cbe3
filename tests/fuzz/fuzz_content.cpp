// Fuzz target: the content loader (R1.4). The input is "NAME\nBYTES": content file NAME (an unknown
// name picks one by its first byte) replaced by BYTES, the other files as shipped. Every outcome must
// be a content set or a list of errors that each say what is wrong.
#include <algorithm>
#include <map>
#include <string>

#include "content/content_load_from.hpp"
#include "fuzz_support.hpp"

namespace {
std::optional<std::string> read_shipped(const std::string& name) {
  static std::map<std::string, std::string> cache;
  if (auto it = cache.find(name); it != cache.end()) return it->second;
  std::FILE* f = std::fopen((hs::default_data_dir() + "/" + name).c_str(), "rb");
  if (!f) return std::nullopt;
  std::string bytes;
  char buf[65536];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) bytes.append(buf, n);
  std::fclose(f);
  return cache[name] = bytes;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto& names = hs::content_detail::content_file_names();
  const auto newline = input.find('\n');
  std::string name = input.substr(0, newline == std::string::npos ? 0 : newline);
  if (std::find(names.begin(), names.end(), name) == names.end())
    name = names[size ? static_cast<std::uint8_t>(input[0]) % names.size() : 0];
  const std::string replaced = newline == std::string::npos ? input : input.substr(newline + 1);
  const hs::ContentLoad load = hs::content_detail::load_content_from([&](const std::string& file, std::string& problem) {
    if (file == name) return std::optional<std::string>(replaced);
    auto bytes = read_shipped(file);
    if (!bytes) problem = "file is missing";
    return bytes;
  });
  if (!load.content && load.errors.empty()) hs::fuzz::broken("content refused without an error");
  for (const hs::ContentError& e : load.errors)
    if (e.message.empty()) hs::fuzz::broken("a content error without a message");
  return 0;
}
