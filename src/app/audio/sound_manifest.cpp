// Reading data/audio.json: every wrong value is named with its place, the rest still loads.
#include "app/audio/sound_manifest.hpp"

#include <nlohmann/json.hpp>

#include "highscore/text_file.hpp"

namespace hs::app {

SoundManifest read_sound_manifest(const std::string& path) {
  SoundManifest out;
  auto read = read_json_text_file(path, 1 << 20);
  if (!read) {
    out.problems.push_back(read.refusal().reason);  // it names the file
    return out;
  }
  const nlohmann::json& j = read.value();
  if (!j.is_object() || !j.contains("sounds") || !j["sounds"].is_object()) {
    out.problems.push_back(path + ": expected an object with \"sounds\"");
    return out;
  }
  for (const auto& [name, v] : j["sounds"].items()) {
    const std::string where = path + ": sounds." + name + ": ";
    if (!v.is_object() || !v.contains("file") || !v["file"].is_string() || v["file"].get<std::string>().empty()) {
      out.problems.push_back(where + "needs a \"file\"");
      continue;
    }
    SoundEntry e;
    e.file = v["file"].get<std::string>();
    if (e.file.find("..") != std::string::npos || e.file.front() == '/') {
      out.problems.push_back(where + "\"file\" must stay inside the assets folder");
      continue;
    }
    if (v.contains("kind")) {
      if (v["kind"] == "music") e.music = true;
      else if (v["kind"] != "effect") out.problems.push_back(where + "\"kind\" is neither \"effect\" nor \"music\"");
    }
    if (v.contains("gain")) {
      if (v["gain"].is_number() && v["gain"].get<double>() >= 0 && v["gain"].get<double>() <= 1) e.gain = v["gain"].get<float>();
      else out.problems.push_back(where + "\"gain\" must be a number from 0 to 1");
    }
    if (v.contains("loop")) {
      if (v["loop"].is_boolean()) e.loop = v["loop"];
      else out.problems.push_back(where + "\"loop\" must be true or false");
    }
    out.sounds[name] = e;
  }
  return out;
}

}  // namespace hs::app
