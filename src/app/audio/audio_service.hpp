// Sound through SDL2_mixer: the device, every effect and music loop of the manifest (owned, freed in
// order before the mixer closes), the player's volumes, the dice rattle held while dice tumble, and
// music crossfaded when the track changes. Without a device, or with a bad manifest or a missing file,
// it says so once on stderr and the rest stays silent: it never stops the app.
// The mix never clips: each effect's peak is measured when it loads, and an effect starts only at a
// level that keeps the sum of the peaks playing (music included) under kMixCeiling; the same effect
// is not restarted within a few frames (a burst of bot actions thins out instead of stacking).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>

struct Mix_Chunk;
typedef struct _Mix_Music Mix_Music;

namespace hs::app {

struct ChunkFree {
  void operator()(Mix_Chunk* c) const;
};
struct MusicFree {
  void operator()(Mix_Music* m) const;
};

// The player's levels, each 0..steps (settings.hpp), and mute over all.
struct AudioLevels {
  int master = 0, effects = 0, music = 0, steps = 1;
  bool muted = false;
  bool operator==(const AudioLevels&) const = default;
};

class AudioService {
 public:
  AudioService() = default;
  AudioService(const AudioService&) = delete;
  AudioService& operator=(const AudioService&) = delete;
  ~AudioService();

  // Opens the audio device and loads `manifest` (data/audio.json) from `assets`. Problems go to
  // stderr once each; the app goes on either way.
  void start(const std::string& assets, const std::string& manifest);
  bool active() const { return open_; }

  void set_levels(const AudioLevels& levels);
  // One effect (nothing for an unknown name or a music track).
  void play(const std::string& name);
  // The dice rattle, looping on its own channel until stop_rattle (then the dice settle).
  void start_rattle();
  void stop_rattle(bool settle);
  bool rattling() const { return rattling_; }
  // The loudest the mix can reach now (0..1 of full scale): the peaks of the effects playing at
  // their levels plus the music's. Never above kMixCeiling after an effect starts.
  double mix_peak_bound() const;
  static constexpr double kMixCeiling = 0.84;  // -1.5 dBFS
  // The music loop to play ("" for none): a change fades the old track out and the new one in.
  void set_music(const std::string& name);
  // Call every frame: starts the next track once the old one has faded out.
  void update();

 private:
  struct Effect {
    std::unique_ptr<Mix_Chunk, ChunkFree> chunk;
    float gain = 1.f;
    bool loop = false;
    double peak = 1.0;            // the loudest sample as loaded, 0..1 (1 when it cannot be read)
    std::uint32_t started = 0;    // SDL ticks of its last start, for thinning
  };
  struct Track {
    std::unique_ptr<Mix_Music, MusicFree> music;
    float gain = 1.f;
  };
  void apply_music_volume();
  // Starts `e` on `channel` (-1: any free one) at its level, or lower to stay under the ceiling;
  // false when there is no room for it to be heard.
  bool start_effect(Effect& e, int channel, int loops);
  bool open_ = false, subsystem_ = false, mixer_init_ = false;
  std::map<std::string, Effect> effects_;
  std::map<std::string, Track> tracks_;
  AudioLevels levels_;
  bool levels_applied_ = false;
  bool rattling_ = false;
  std::string music_wanted_, music_playing_;
};

}  // namespace hs::app
