// Parsing the app's command line and the --new-game SPEC.
#include "app/shell/args.hpp"

#include "app/testing/virtual_pad.hpp"

#include "highscore/bots.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace hs::app {

namespace {
bool to_int(const std::string& s, long long& out) {
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, sep)) out.push_back(cur);
  return out;
}

const char* const kScenes[] = {"menu",     "setup",    "settings", "load",     "table",        "dice",          "roll",
                                 "shop",     "fork",     "reaction", "way-back", "end",          "handover",      "rules",
                                 "rules-search", "tutorial", "coach", "coach-numbers", "inspect", "choose", "poison", "tutorial-menu",
                                 "inspect-purse", "monster", "shop-table", "board-start", "card-flight", "bot-thinking",
                                 "reward-flight", "stand-up-walk", "tutor", "pause", "save-name", "mode-intro", "skip-bots",
                                 "ability-intro", "inspect-chip"};
// Scenes of a game in play: they need one (--new-game, --load or --continue).
const char* const kGameScenes[] = {"table", "dice",     "roll",     "shop",  "shop-table", "fork",        "reaction", "way-back",
                                   "end",   "handover", "choose",   "poison", "monster",   "board-start", "card-flight",
                                   "bot-thinking", "reward-flight", "stand-up-walk", "tutor", "pause", "save-name", "mode-intro", "skip-bots"};
}  // namespace

std::string app_usage() {
  return "usage: highscore [--data DIR] [--size WxH] [--screenshot FILE.png]\n"
         "                 [--load SAVE.json | --new-game SPEC | --continue] [--autoplay N] [--save-to SAVE.json]\n"
         "                 [--trace-actions] [--monkey N[,SEED]] [--roll-and-quit MS]\n"
         "                 [--scene menu|setup|settings|load|table|dice|roll|shop|fork|reaction|way-back|end|handover|review|\n"
         "                          rules|rules:RULE|rules-search|tutorial|tutorial:LESSONS|tutorial-menu|coach|coach-numbers|inspect|\n"
         "                          inspect-purse|inspect-chip|ability-intro|choose|poison|monster|shop-table|board-start|\n"
         "                          card-flight|bot-thinking|reward-flight|stand-up-walk|tutor|pause|save-name|mode-intro|skip-bots]\n"
         "                 [--trace FILE] [--bench-render] [--virtual-pad SCRIPT] [--press KEY,pad:BUTTON,...]\n"
         "  SPEC: players=N,bots=B,seed=S[,chars=id:id...][,noelim=1][,mode=azoz|hunter|coop][,easier=1][,map=ID]\n"
         "        [,expert=1][,explore=1][,levels=easy|normal|hard:...]\n";
}

std::optional<NewGameSpec> parse_new_game_spec(const std::string& spec, std::string& error) {
  NewGameSpec g;
  bool bots_given = false, players_given = false;
  for (const std::string& part : split(spec, ',')) {
    if (part.empty()) continue;
    const auto eq = part.find('=');
    if (eq == std::string::npos) {
      error = "--new-game: '" + part + "' is not key=value";
      return std::nullopt;
    }
    const std::string key = part.substr(0, eq), value = part.substr(eq + 1);
    long long n = 0;
    if (key == "map") {  // R9.8: a co-op map id (the engine checks it exists)
      g.coop_map = value;
      continue;
    }
    if (key == "chars") {
      g.characters = split(value, ':');
      continue;
    }
    if (key == "levels") {
      for (const std::string& level : split(value, ':')) {
        const std::string kind = bot_kind_for(level);
        if (kind.empty()) {
          error = "--new-game: levels: '" + level + "' is not a bot level (easy, normal, hard)";
          return std::nullopt;
        }
        g.bot_kinds.push_back(kind);
      }
      continue;
    }
    if (key == "mode") {
      const auto mode = parse_mode(value);
      if (!mode) {
        error = "--new-game: mode must be standard, azoz, hunter or coop, not " + value;
        return std::nullopt;
      }
      g.mode = *mode;
      if (g.mode == Mode::Coop) {
        if (!players_given) g.players = 2;  // R9.8: a party of 2 to 4
      } else if (g.mode != Mode::Standard) {
        g.players = 1;  // R9.6 / R9.7J: one character
        if (!bots_given) g.bots = 1;
      }
      continue;
    }
    if (!to_int(value, n)) {
      error = "--new-game: " + key + "='" + value + "' is not a whole number";
      return std::nullopt;
    }
    if (key == "players") {
      if (n < 1 || n > 4) {
        error = "--new-game: players must be 1 to 4, not " + value;
        return std::nullopt;
      }
      g.players = static_cast<int>(n);
      players_given = true;
    } else if (key == "bots") {
      if (n < 0 || n > 4) {
        error = "--new-game: bots must be 0 to 4, not " + value;
        return std::nullopt;
      }
      g.bots = static_cast<int>(n);
      bots_given = true;
    } else if (key == "seed") {
      if (n < 0) {
        error = "--new-game: seed must not be negative";
        return std::nullopt;
      }
      g.seed = static_cast<unsigned long long>(n);
    } else if (key == "noelim") {
      g.no_elimination = n != 0;
    } else if (key == "easier") {
      g.hunter_easier = n != 0;
    } else if (key == "expert") {
      g.expert = n != 0;
    } else if (key == "explore") {
      g.exploration = n != 0;
    } else {
      error = "--new-game: unknown key '" + key + "' (players, bots, seed, chars, levels, noelim, mode, easier, map, expert, explore)";
      return std::nullopt;
    }
  }
  if (!g.coop_map.empty() && g.mode != Mode::Coop) {
    error = "--new-game: map=" + g.coop_map + " is a co-op map: add mode=coop";
    return std::nullopt;
  }
  if (bots_given && g.bots > g.players) {
    error = "--new-game: more bots (" + std::to_string(g.bots) + ") than players (" +
            std::to_string(g.players) + ")";
    return std::nullopt;
  }
  if (g.characters.size() > static_cast<std::size_t>(g.players)) {
    error = "--new-game: more characters than players";
    return std::nullopt;
  }
  return g;
}

namespace {

// --size WxH into the arguments (a size under the window's minimum grows to it, with a note);
// false with the error when it is not a size.
bool parse_size_value(const std::string& v, ParsedArgs& r) {
  const auto x = v.find('x');
  long long w = 0, h = 0;
  if (x == std::string::npos || !to_int(v.substr(0, x), w) || !to_int(v.substr(x + 1), h) ||
      w < 320 || h < 200 || w > 8192 || h > 8192) {
    r.error = "--size: expected WxH like 1920x1080, not '" + v + "'";
    return false;
  }
  if (w < kMinWindowWidth || h < kMinWindowHeight) {
    w = std::max<long long>(w, kMinWindowWidth);
    h = std::max<long long>(h, kMinWindowHeight);
    r.note = "--size " + v + ": the window is at least " + std::to_string(kMinWindowWidth) + "x" +
             std::to_string(kMinWindowHeight) + ", so it opens at " + std::to_string(w) + "x" + std::to_string(h);
  }
  r.args.width = static_cast<int>(w);
  r.args.height = static_cast<int>(h);
  return true;
}

}  // namespace

ParsedArgs parse_app_args(const std::vector<std::string>& argv) {
  ParsedArgs r;
  AppArgs& a = r.args;
  auto need_value = [&](std::size_t& i, const std::string& flag) -> std::optional<std::string> {
    if (i + 1 >= argv.size()) {
      r.error = flag + " needs a value";
      return std::nullopt;
    }
    return argv[++i];
  };
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& f = argv[i];
    if (f == "--help" || f == "-h") {
      a.help = true;
    } else if (f == "--bench-render") {
      a.bench_render = true;
    } else if (f == "--continue") {
      a.resume = true;
    } else if (f == "--trace-actions") {
      a.trace_actions = true;
    } else if (f == "--monkey") {
      auto v = need_value(i, f);
      if (!v) return r;
      const auto parts = split(*v, ',');
      long long n = 0, seed = 1;
      if (parts.empty() || parts.size() > 2 || !to_int(parts[0], n) || n < 1 || n > 10000000 ||
          (parts.size() == 2 && (!to_int(parts[1], seed) || seed < 0))) {
        r.error = "--monkey: expected N[,SEED] with N from 1 to 10000000, not '" + *v + "'";
        return r;
      }
      a.monkey = static_cast<int>(n);
      a.monkey_seed = static_cast<unsigned long long>(seed);
    } else if (f == "--roll-and-quit") {
      auto v = need_value(i, f);
      if (!v) return r;
      long long ms = 0;
      if (!to_int(*v, ms) || ms < 1 || ms > 600000) {
        r.error = "--roll-and-quit: expected milliseconds from 1 to 600000, not '" + *v + "'";
        return r;
      }
      a.roll_and_quit = static_cast<int>(ms);
    } else if (f == "--screenshot" || f == "--load" || f == "--save-to" || f == "--data" || f == "--scene" ||
               f == "--new-game" || f == "--autoplay" || f == "--size" || f == "--trace" || f == "--virtual-pad" ||
               f == "--press") {
      auto v = need_value(i, f);
      if (!v) return r;
      if (f == "--screenshot") a.screenshot = *v;
      if (f == "--load") a.load = *v;
      if (f == "--save-to") a.save_to = *v;
      if (f == "--trace") a.trace = *v;
      if (f == "--press") a.press = *v;
      if (f == "--virtual-pad") {
        if (const std::string bad = check_virtual_pad_script(*v); !bad.empty()) {
          r.error = "--virtual-pad: " + bad;
          return r;
        }
        a.virtual_pad = *v;
      }
      if (f == "--data") a.data_dir = *v;
      if (f == "--scene") {
        bool known = false;
        for (const char* s : kScenes) known = known || *v == s;
        known = known || v->rfind("tutorial:", 0) == 0 || v->rfind("rules:", 0) == 0;  // tutorial:hunter, rules:R5.1
        known = known || v->rfind("review", 0) == 0;  // review[-graph|-progress|-walk][:WORLDS], checked by review_scene.cpp
        if (!known) {
          r.error = "--scene: unknown scene '" + *v + "'";
          return r;
        }
        a.scene = *v;
      }
      if (f == "--new-game") {
        auto spec = parse_new_game_spec(*v, r.error);
        if (!spec) return r;
        a.new_game = spec;
      }
      if (f == "--autoplay") {
        long long n = 0;
        if (!to_int(*v, n) || n < 0 || n > 100000) {
          r.error = "--autoplay: expected a number of actions from 0 to 100000, not '" + *v + "'";
          return r;
        }
        a.autoplay = static_cast<int>(n);
      }
      if (f == "--size" && !parse_size_value(*v, r)) return r;
    } else {
      r.error = "unknown argument '" + f + "'";
      return r;
    }
  }
  if (!a.load.empty() && a.new_game) r.error = "--load and --new-game cannot be used together";
  if (a.resume && (a.new_game || !a.load.empty())) r.error = "--continue cannot be used with --load or --new-game";
  if (!a.save_to.empty() && !a.new_game && a.load.empty() && !a.resume) r.error = "--save-to needs --new-game or --load";
  if (a.autoplay > 0 && !a.new_game && a.load.empty() && !a.resume && a.scene.rfind("tutorial", 0) != 0)  // tutorial: steps to play
    r.error = "--autoplay needs --new-game or --load (or --scene tutorial)";
  const bool game_scene = std::find(std::begin(kGameScenes), std::end(kGameScenes), a.scene) != std::end(kGameScenes);
  if ((game_scene || a.scene.rfind("review", 0) == 0) && !a.new_game && a.load.empty() && !a.resume)
    r.error = "--scene " + a.scene + " shows a game in play: it needs --new-game, --load or --continue";
  return r;
}

}  // namespace hs::app
