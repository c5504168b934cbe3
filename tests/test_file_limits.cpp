// Files that cannot hurt (R10.4, R1.4): every loader reads through one reader with a size cap, no NUL
// bytes and a bounded depth, so a save nested 100,000 levels deep, a file of zeros or garbage after a
// NUL is refused with a message instead of crashing, hanging or loading; format-3 saves are checked
// against their own hash; a content file full of repeated keys gets a bounded report.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "content_test_support.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "highscore/text_file.hpp"
#include "test_io_support.hpp"

using namespace hs;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {


std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream b;
  b << in.rdbuf();
  return b.str();
}

fs::path scratch_file(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("hs_test_limits_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir / name;
}

fs::path write_file(const std::string& name, const std::string& bytes) {
  const fs::path p = scratch_file(name);
  std::ofstream(p, std::ios::binary | std::ios::trunc) << bytes;
  return p;
}

const fs::path kSaves = fs::path(HS_TEST_DIR) / "saves";

// `levels` arrays inside one another, built in place (copying a deep value would itself recurse).
void nest_in_place(json& at, int levels) {
  json* innermost = &at;
  *innermost = json::array();
  for (int i = 1; i < levels; ++i) innermost = &innermost->emplace_back(json::array());
}

}  // namespace

TEST_CASE("a format-1 or format-2 save whose state nests 100,000 levels is refused as damaged", "[R10.4]") {
  for (const char* name : {"format1_standard.json", "midgame_standard.json"}) {
    INFO(name);
    json save = json::parse(slurp(kSaves / name));
    REQUIRE(save["format_version"].get<int>() <= 2);
    nest_in_place(save["state"]["deep"], 100000);
    auto loaded = load_game(fixture_content(), save);
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.refusal().reason == "damaged save: nested deeper than 64 levels");
  }
  SECTION("as a file, refused by the reader before it is parsed, naming where") {
    std::string text = slurp(kSaves / "format1_standard.json");
    const auto at = text.find("\"state\": {") + 10;
    text.insert(at, "\"deep\": " + std::string(100000, '[') + std::string(100000, ']') + ",");
    const fs::path p = write_file("deep_save.json", text);
    auto loaded = read_save_file(fixture_content(), p.string());
    REQUIRE_FALSE(loaded.ok());
    CHECK(contains(loaded.refusal().reason, p.string() + ": nested deeper than 64 levels at line "));
  }
  SECTION("a depth the game's own files use still loads") {
    json save = json::parse(slurp(kSaves / "format1_standard.json"));
    CHECK(load_game(fixture_content(), save).ok());
  }
}

TEST_CASE("a format-3 save is checked against its own hash and read as a whole state", "[R10.4]") {
  const json original = json::parse(slurp(kSaves / "midgame_standard.format3.json"));
  REQUIRE(original["format_version"] == 3);
  REQUIRE(load_game(fixture_content(), original).ok());
  SECTION("a wrong hash") {
    json s = original;
    std::string h = s["hash"];
    h[15] = h[15] == '0' ? '1' : '0';
    s["hash"] = h;
    auto r = load_game(fixture_content(), s);
    REQUIRE_FALSE(r.ok());
    CHECK(r.refusal().reason == "save format 3 (migrated): hash mismatch: the snapshot was changed after saving");
  }
  SECTION("an empty state with a zero hash") {
    json s = original;
    s["state"] = json::object();
    s["hash"] = "0000000000000000";
    auto r = load_game(fixture_content(), s);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "damaged save: /state/"));
  }
  SECTION("an extra field in the state") {
    json s = original;
    s["state"]["cheat"] = 1;
    auto r = load_game(fixture_content(), s);
    REQUIRE_FALSE(r.ok());
    CHECK(r.refusal().reason == "damaged save: /state/cheat: unknown field");
  }
  SECTION("a changed value the replay does not reach (a player's coins)") {
    json s = original;
    s["state"]["players"][0]["coins"] = s["state"]["players"][0]["coins"].get<int>() + 1;
    auto r = load_game(fixture_content(), s);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "hash mismatch"));
  }
}

TEST_CASE("bytes after a NUL refuse a save, a script and a content file", "[R10.4][R1.4]") {
  const std::string save_text = slurp(kSaves / "midgame_standard.json");
  REQUIRE(read_save_file(fixture_content(), (kSaves / "midgame_standard.json").string()).ok());
  const fs::path save = write_file("nul_save.json", save_text + std::string(1, '\0') + "garbage");
  auto loaded = read_save_file(fixture_content(), save.string());
  REQUIRE_FALSE(loaded.ok());
  CHECK(contains(loaded.refusal().reason, save.string() + ": a NUL byte at line "));

  const fs::path script = write_file("nul_script.json", std::string("{\"seed\": 1, \"actions\": []}\0{", 28));
  auto read = read_script_file(script.string());
  REQUIRE_FALSE(read.ok());
  CHECK(contains(read.refusal().reason, "a NUL byte at line 1, column 27"));

  test::ContentCopy copy;
  copy.write_raw("monsters.json", copy.read("monsters.json").dump(2) + std::string(1, '\0') + "{\"x\": ");
  const ContentLoad load = copy.load();
  CHECK_FALSE(load.content.has_value());
  CHECK(test::has_error(load, "monsters.json", "", "a NUL byte at line"));
}

TEST_CASE("every file is capped by size before it is read, and the message names the limit", "[R10.4][R1.4]") {
  SECTION("a save, a script and a content file one byte over 32 MiB (sparse: nothing is written)") {
    const fs::path big = scratch_file("big.json");
    { std::ofstream(big, std::ios::binary | std::ios::trunc) << "{"; }
    fs::resize_file(big, kMaxFileBytes + 1);
    auto loaded = read_save_file(fixture_content(), big.string());
    REQUIRE_FALSE(loaded.ok());
    CHECK(contains(loaded.refusal().reason, "33554433 bytes, larger than 32 MiB, the most the game reads from one file"));
    auto script = read_script_file(big.string());
    REQUIRE_FALSE(script.ok());
    CHECK(contains(script.refusal().reason, "larger than 32 MiB"));
    test::ContentCopy copy;
    fs::copy_file(big, fs::path(copy.dir()) / "dungeon.json", fs::copy_options::overwrite_existing);
    const ContentLoad load = copy.load();
    CHECK(test::has_error(load, "dungeon.json", "", "larger than 32 MiB"));
  }
  SECTION("a device without end is refused by its kind, before anything is read") {
    auto zeros = read_text_file("/dev/zero");
    REQUIRE_FALSE(zeros.ok());
    CHECK(zeros.refusal().reason == "/dev/zero: cannot read (a character device, not a regular file)");
    auto endless = read_text_file("/dev/urandom", 1 << 20);
    REQUIRE_FALSE(endless.ok());
    CHECK(endless.refusal().reason == "/dev/urandom: cannot read (a character device, not a regular file)");
  }
  SECTION("a file at the limit is read") {
    const fs::path p = write_file("small.json", "[1, 2]");
    auto ok = read_text_file(p.string(), 6);
    REQUIRE(ok.ok());
    CHECK(ok.value() == "[1, 2]");
    auto over = read_text_file(p.string(), 5);
    REQUIRE_FALSE(over.ok());
    CHECK(contains(over.refusal().reason, "6 bytes, larger than 5 bytes"));
  }
}

TEST_CASE("the depth check reads strings and escapes, and refuses at the first level too deep", "[R10.4]") {
  CHECK_FALSE(check_json_text(R"({"a": "[[[[[[", "b": "\"[[[["})", 2));
  CHECK(check_json_text("[[[", 2) == std::optional<std::string>("nested deeper than 2 levels at line 1, column 3"));
  CHECK(check_json_text("[\n[\n[", 2) == std::optional<std::string>("nested deeper than 2 levels at line 3, column 1"));
  CHECK_FALSE(check_json_text("[[],[],{}]", 2));
  json deep;
  nest_in_place(deep, 65);
  CHECK(check_json_depth(deep) == std::optional<std::string>("nested deeper than 64 levels"));
  json fits;
  nest_in_place(fits, 64);
  CHECK_FALSE(check_json_depth(fits));
}

TEST_CASE("a content file of thousands of repeated keys gets a bounded report", "[content][R1.4]") {
  SECTION("10,000 repeats in one object: 20 listed, the rest counted") {
    test::ContentCopy copy;
    std::string text = copy.read("monsters.json").dump();
    std::string repeats;
    for (int i = 0; i < 10000; ++i) repeats += "\"note\": 1, ";
    text.insert(1, repeats + "\"note\": 1, ");
    copy.write_raw("monsters.json", text);
    const ContentLoad load = copy.load();
    INFO(test::all_errors(load).substr(0, 2000));
    std::size_t repeated = 0;
    for (const ContentError& e : load.errors) repeated += contains(e.message, "appears twice") ? 1 : 0;
    CHECK(repeated == 20);
    CHECK(test::has_error(load, "monsters.json", "", "and 9980 more keys appear twice"));
    CHECK(test::all_errors(load).size() < 8000);
  }
  SECTION("nested 6,000 deep with a repeat at every level: one error, the depth") {
    test::ContentCopy copy;
    std::string text;
    for (int i = 0; i < 6000; ++i) text += "{\"a\": 1, \"a\": ";
    text += "1";
    text.append(6000, '}');
    copy.write_raw("monsters.json", text);
    const ContentLoad load = copy.load();
    std::size_t of_file = 0;
    for (const ContentError& e : load.errors) of_file += e.file == "monsters.json" ? 1 : 0;
    CHECK(of_file == 1);
    CHECK(test::has_error(load, "monsters.json", "", "nested deeper than 64 levels at line 1, column"));
  }
}
