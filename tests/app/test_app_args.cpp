// The app's command line and its --new-game SPEC: good input parses, bad input gets a message.
#include <catch2/catch.hpp>

#include "app/shell/args.hpp"

using namespace hs::app;

TEST_CASE("app arguments: test hooks parse", "[app]") {
  auto r = parse_app_args({"--new-game", "players=3,bots=3,seed=5", "--autoplay", "40", "--screenshot", "x.png",
                           "--size", "1920x1080", "--scene", "shop"});
  REQUIRE(r.error.empty());
  REQUIRE(r.args.new_game);
  CHECK(r.args.new_game->players == 3);
  CHECK(r.args.new_game->bots == 3);
  CHECK(r.args.new_game->seed == 5);
  CHECK(r.args.autoplay == 40);
  CHECK(r.args.screenshot == "x.png");
  CHECK(r.args.width == 1920);
  CHECK(r.args.height == 1080);
  CHECK(r.args.scene == "shop");
  CHECK(parse_app_args({"--bench-render"}).args.bench_render);
  CHECK(parse_app_args({}).error.empty());
}

TEST_CASE("app arguments: characters and no elimination in the spec", "[app]") {
  std::string err;
  auto s = parse_new_game_spec("players=2,chars=viggel:ulfgar,noelim=1", err);
  REQUIRE(s);
  CHECK(s->characters == std::vector<std::string>{"viggel", "ulfgar"});
  CHECK(s->no_elimination);
  CHECK(s->bots == 0);
}

TEST_CASE("app arguments: bad input is refused with a message naming the problem", "[app]") {
  CHECK(parse_app_args({"--frobnicate"}).error.find("--frobnicate") != std::string::npos);
  CHECK(parse_app_args({"--screenshot"}).error.find("needs a value") != std::string::npos);
  CHECK(parse_app_args({"--size", "big"}).error.find("--size") != std::string::npos);
  CHECK(parse_app_args({"--size", "10x10"}).error.find("--size") != std::string::npos);
  CHECK(parse_app_args({"--autoplay", "-3", "--new-game", "players=2"}).error.find("--autoplay") != std::string::npos);
  CHECK(parse_app_args({"--autoplay", "3"}).error.find("needs --new-game") != std::string::npos);
  CHECK(parse_app_args({"--scene", "moon"}).error.find("moon") != std::string::npos);
  // A scene of a game in play without a game: said, not silently the menu.
  for (const char* scene : {"table", "reaction", "way-back", "shop", "card-flight"})
    CHECK(parse_app_args({"--scene", scene}).error.find("needs --new-game") != std::string::npos);
  CHECK(parse_app_args({"--scene", "reaction", "--new-game", "players=3,expert=1"}).error.empty());
  CHECK(parse_app_args({"--scene", "rules"}).error.empty());
  CHECK(parse_app_args({"--load", "a.json", "--new-game", "players=2"}).error.find("together") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "players=5"}).error.find("1 to 4") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "players=2,bots=3"}).error.find("more bots") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "players=two"}).error.find("whole number") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "colour=3"}).error.find("unknown key") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "players"}).error.find("key=value") != std::string::npos);
  CHECK(parse_app_args({"--new-game", "players=1,chars=a:b"}).error.find("more characters") != std::string::npos);
}
