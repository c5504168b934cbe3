// The solo adventures' records file (R9.6, R9.7J): counted per mode and character, written and read
// back; a damaged file gives empty records and a message naming the file and the fault.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/platform/solo_records.hpp"

using namespace hs::app;

namespace {

std::string write(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p) << text;
  return p.string();
}

}  // namespace

TEST_CASE("solo records: games, wins and the best win per mode and character", "[app][R9.6][R9.7J]") {
  SoloRecords r;
  add_solo_result(r, "azoz", "siranne", false, 9);
  add_solo_result(r, "azoz", "siranne", true, 15);
  add_solo_result(r, "azoz", "karthan", true, 12);
  add_solo_result(r, "hunter", "karthan", false, 7);
  CHECK(r.modes["azoz"].all == SoloRecord{3, 2, 12});
  CHECK(r.modes["azoz"].by_character["siranne"] == SoloRecord{2, 1, 15});
  CHECK(r.modes["hunter"].all == SoloRecord{1, 0, 0});

  const auto dir = std::filesystem::temp_directory_path() / "hs_solo_records";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "solo_records.json").string();
  REQUIRE_FALSE(save_solo_records(r, path));
  std::string warning;
  bool damaged = true;
  CHECK(load_solo_records(path, &warning, &damaged) == r);
  CHECK(warning.empty());
  CHECK_FALSE(damaged);
  CHECK(load_solo_records((dir / "missing.json").string(), &warning, &damaged) == SoloRecords{});
  CHECK_FALSE(damaged);
  std::filesystem::remove_all(dir);
}

TEST_CASE("solo records: a damaged file says what and where and gives empty records", "[app][R9.6]") {
  const auto dir = std::filesystem::temp_directory_path() / "hs_solo_records_bad";
  std::filesystem::create_directories(dir);
  const std::pair<std::string, std::string> cases[] = {
      {"{not json", "not readable JSON"},
      {"[1, 2]", "not an object"},
      {R"({"chess": {"all": {"games": 1, "wins": 0, "best_turns": 0}, "by_character": {}}})", "/chess"},
      {R"({"azoz": {"all": {"games": -1, "wins": 0, "best_turns": 0}, "by_character": {}}})", "/azoz/all/games"},
      {R"({"azoz": {"all": {"games": 1, "wins": 2, "best_turns": 3}, "by_character": {}}})", "more wins than games"},
      {R"({"hunter": {"all": {"games": 1, "wins": 0, "best_turns": 0}, "by_character": {"orlo": {"games": 1}}}})",
       "/hunter/by_character/orlo: missing \"wins\""},
  };
  for (const auto& [text, fault] : cases) {
    const std::string path = write(dir / "solo_records.json", text);
    std::string warning;
    bool damaged = false;
    CHECK(load_solo_records(path, &warning, &damaged) == SoloRecords{});
    INFO(text << " -> " << warning);
    CHECK(damaged);
    CHECK(warning.find("solo_records.json: ") == 0);  // its name, never its path
    CHECK(warning.find(fault) != std::string::npos);
  }
  std::filesystem::remove_all(dir);
}
