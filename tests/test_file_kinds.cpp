// Files that cannot hurt, second pass (R10.4, R1.4): a named pipe, a directory or a device is refused
// by every reader at once (none waits on a pipe), "cannot read" says why, a key written twice in a
// save or a script is refused as in content files, a document of a million tiny values is refused
// before it fills memory, and the one writer keeps what is beside and behind the file it replaces.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "content_test_support.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "highscore/text_file.hpp"

using namespace hs;
using hs::test_cli::cli;
using hs::test_cli::kData;
using hs::test_cli::Run;
namespace fs = std::filesystem;

namespace {

fs::path kinds_dir() {
  static const fs::path dir = [] {
    const fs::path d = fs::temp_directory_path() / ("hs_test_kinds_" + std::to_string(::getpid()));
    fs::remove_all(d);
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

std::string fifo_named(const std::string& name) {
  const fs::path p = kinds_dir() / name;
  fs::remove(p);
  REQUIRE(::mkfifo(p.c_str(), 0600) == 0);
  return p.string();
}

std::string file_with(const std::string& name, const std::string& bytes) {
  const fs::path p = kinds_dir() / name;
  std::ofstream(p, std::ios::binary | std::ios::trunc) << bytes;
  return p.string();
}

std::string text_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Files the writer left in the folder besides `keep` (a temp file must never stay behind).
std::size_t leftovers(const fs::path& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().filename().string().rfind(".highscore-write-", 0) == 0;
  return n;
}

}  // namespace

TEST_CASE("a FIFO is refused at once by the text reader, the save, script and content readers", "[R10.4][R1.4]") {
  const std::string fifo = fifo_named("pipe.json");
  const std::string said = fifo + ": cannot read (a FIFO (named pipe), not a regular file)";
  SECTION("the shared reader") {
    const auto read = answer_on_fifo(fifo, [&] { return read_text_file(fifo); });
    REQUIRE(read.has_value());
    REQUIRE_FALSE(read->ok());
    CHECK(read->refusal().reason == said);
  }
  SECTION("a save (replay, --load, Continue)") {
    const auto read = answer_on_fifo(fifo, [&] { return read_save_file(fixture_content(), fifo); });
    REQUIRE(read.has_value());
    REQUIRE_FALSE(read->ok());
    CHECK(read->refusal().reason == said);
  }
  SECTION("a script (play)") {
    const auto read = answer_on_fifo(fifo, [&] { return read_script_file(fifo); });
    REQUIRE(read.has_value());
    REQUIRE_FALSE(read->ok());
    CHECK(read->refusal().reason == said);
  }
  SECTION("a content file") {
    test::ContentCopy copy;
    const fs::path monsters = fs::path(copy.dir()) / "monsters.json";
    fs::remove(monsters);
    REQUIRE(::mkfifo(monsters.c_str(), 0600) == 0);
    const auto load = answer_on_fifo(monsters.string(), [&] { return copy.load(); });
    REQUIRE(load.has_value());
    CHECK_FALSE(load->content.has_value());
    CHECK(test::has_error(*load, "monsters.json", "", "not a regular file"));  // refused by the loader before reading
  }
}

TEST_CASE("a directory or a device is refused by its kind, and a missing file says why", "[R10.4]") {
  const auto dir = read_text_file(kinds_dir().string());
  REQUIRE_FALSE(dir.ok());
  CHECK(dir.refusal().reason == kinds_dir().string() + ": cannot read (a directory, not a regular file)");
  for (const char* device : {"/dev/null", "/dev/zero"}) {
    const auto read = read_text_file(device);
    REQUIRE_FALSE(read.ok());
    CHECK(read.refusal().reason == std::string(device) + ": cannot read (a character device, not a regular file)");
  }
  const std::string missing = (kinds_dir() / "nope.json").string();
  const auto gone = read_save_file(fixture_content(), missing);
  REQUIRE_FALSE(gone.ok());
  CHECK(gone.refusal().reason == missing + ": cannot read (no such file or directory)");
  CHECK(not_a_regular_file(kinds_dir().string()) == std::optional<std::string>("a directory"));
  CHECK(not_a_regular_file(fifo_named("other.pipe")) == std::optional<std::string>("a FIFO (named pipe)"));
  CHECK_FALSE(not_a_regular_file(file_with("plain.txt", "x")));
  CHECK_FALSE(not_a_regular_file(missing));
}

TEST_CASE("cli replay and play on a FIFO end at once with a message naming it", "[cli][R10.4]") {
  const std::string fifo = fifo_named("cli.pipe");
  for (const char* command : {"replay", "play"}) {
    INFO(command);
    const Run r = cli(std::string(command) + " '" + fifo + "'" + kData);
    CHECK(r.exit_code != 124);  // the 60 s watchdog: the reader waited on the pipe
    CHECK(r.exit_code != 0);
    CHECK(contains(r.err, fifo + ": cannot read (a FIFO (named pipe), not a regular file)"));
  }
}

TEST_CASE("cli validate with an empty folder name says so", "[cli]") {
  const Run r = cli("validate ''");
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "the folder name is empty"));
}

TEST_CASE("a key written twice in a save or a script is refused, saying where, as in content", "[R10.4][R1.4]") {
  SECTION("a save") {
    std::string text = text_of(std::string(HS_TEST_DIR) + "/saves/midgame_standard.json");
    REQUIRE(text.rfind("{\n", 0) == 0);
    text.insert(2, "\"seed\": 1,\n");
    const std::string path = file_with("twice_save.json", text);
    const auto read = read_save_file(fixture_content(), path);
    REQUIRE_FALSE(read.ok());
    CHECK(read.refusal().reason == path + ": /seed: this key appears twice in the same object; only the last one would count");
  }
  SECTION("a script, deep inside an action") {
    const std::string path =
        file_with("twice_script.json", R"({"seed": 1, "actions": [{"type": "choose_option", "option": 0, "option": 1}]})");
    const auto read = read_script_file(path);
    REQUIRE_FALSE(read.ok());
    CHECK(read.refusal().reason ==
          path + ": /actions/0/option: this key appears twice in the same object; only the last one would count");
  }
  SECTION("the same key in two objects is no repeat") {
    CHECK(parse_json_text(R"({"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]})").ok());
  }
}

TEST_CASE("a document of more than a million values is refused before it fills memory", "[R10.4]") {
  std::string many = "[";
  for (std::size_t i = 1; i < kMaxJsonValues; ++i) many += "0,";
  many += "0]";  // the array and 1,000,000 numbers: one value too many
  const auto refused = parse_json_text(many);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.refusal().reason == "more than 1000000 values, the most the game reads from one file");
  many.erase(many.size() - 3, 2);  // one number fewer: exactly the limit
  CHECK(parse_json_text(many).ok());
  const nlohmann::json built(std::vector<int>(kMaxJsonValues, 0));
  CHECK(count_json_values(built) == std::optional<std::string>("more than 1000000 values, the most the game reads from one file"));
  CHECK_FALSE(count_json_values(nlohmann::json(std::vector<int>(kMaxJsonValues - 1, 0))));
}

TEST_CASE("the one writer keeps what is beside and behind the file it replaces", "[R10.4]") {
  const fs::path dir = kinds_dir() / "writer";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string path = (dir / "out.json").string();
  SECTION("an unrelated file at the old temp name is left alone") {
    std::ofstream(path + ".tmp") << "not the game's";
    REQUIRE_FALSE(write_file_atomically(path, "{}\n"));
    CHECK(text_of(path + ".tmp") == "not the game's");
    CHECK(text_of(path) == "{}\n");
  }
  SECTION("the target's mode is kept; a new file gets the usual one") {
    std::ofstream(path) << "old";
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
    REQUIRE_FALSE(write_file_atomically(path, "new"));
    CHECK(fs::status(path).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
    const std::string fresh = (dir / "fresh.json").string();
    REQUIRE_FALSE(write_file_atomically(fresh, "x"));
    const mode_t mask = ::umask(022);
    ::umask(mask);
    CHECK(static_cast<mode_t>(fs::status(fresh).permissions()) == (0666 & ~mask));
  }
  SECTION("a read-only file is not replaced, and the message says so") {
    std::ofstream(path) << "keep";
    fs::permissions(path, fs::perms::owner_read | fs::perms::group_read);
    const auto refused = write_file_atomically(path, "new");
    REQUIRE(refused);
    CHECK(*refused == path + ": cannot write (the file is read-only; it is left as it was)");
    CHECK(text_of(path) == "keep");
    auto saved = write_save_file(Game::create(fixture_content(), GameOptions{}, 1).value(), path);
    REQUIRE_FALSE(saved.ok());
    CHECK(contains(saved.refusal().reason, "read-only"));
  }
  SECTION("a 252-character name is written; a longer one than the system allows says why") {
    const std::string long_name = (dir / (std::string(247, 'n') + ".json")).string();
    REQUIRE_FALSE(write_file_atomically(long_name, "[]"));
    CHECK(text_of(long_name) == "[]");
    const std::string too_long = (dir / (std::string(256, 'n') + ".json")).string();
    const auto refused = write_file_atomically(too_long, "[]");
    REQUIRE(refused);
    CHECK(contains(*refused, "cannot write (the file name is 261 bytes long, the most is 255)"));
  }
  SECTION("more than the readers accept is refused, never written") {
    const auto refused = write_file_atomically(path, std::string(kMaxFileBytes + 1, ' '));
    REQUIRE(refused);
    CHECK(*refused == path + ": cannot write (33554433 bytes, larger than 32 MiB, the most the game reads from one file)");
    CHECK_FALSE(fs::exists(path));
  }
  CHECK(leftovers(dir) == 0);
}
