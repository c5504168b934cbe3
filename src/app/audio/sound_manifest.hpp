// The app's sounds as data/audio.json lists them (data/SCHEMA.md): each sound's file under the assets
// folder, whether it is an effect or music, its default gain and whether it loops. No SDL here.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace hs::app {

struct SoundEntry {
  std::string file;  // relative to the assets folder
  bool music = false;
  float gain = 1.f;  // 0..1, before the player's volumes
  bool loop = false;
};

struct SoundManifest {
  std::map<std::string, SoundEntry> sounds;
  std::vector<std::string> problems;  // what was wrong, with where ("audio.json: sounds.coins: ...")
};

// Reads the manifest; a missing or damaged file gives no sounds and a problem, a damaged entry is
// left out with its own problem: never an exception.
SoundManifest read_sound_manifest(const std::string& path);

}  // namespace hs::app
