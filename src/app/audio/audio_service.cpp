// SDL2_mixer behind AudioService (see audio_service.hpp).
#include "app/audio/audio_service.hpp"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "app/audio/sound_manifest.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

namespace {
constexpr int kRattleChannel = 0;  // reserved: other effects never take it
constexpr int kMixChannels = 16;
constexpr int kFadeOutMs = 700, kFadeInMs = 900;

void audio_log(const std::string& what) { std::fprintf(stderr, "highscore: sound: %s\n", what.c_str()); }

// 0..MIX_MAX_VOLUME from the levels (steps each) and the sound's own gain.
int mix_volume(int master, int part, int steps, float gain) {
  const double v = static_cast<double>(master) / steps * static_cast<double>(part) / steps * gain * MIX_MAX_VOLUME;
  return std::clamp(static_cast<int>(v + 0.5), 0, MIX_MAX_VOLUME);
}
}  // namespace

void ChunkFree::operator()(Mix_Chunk* c) const { Mix_FreeChunk(c); }
void MusicFree::operator()(Mix_Music* m) const { Mix_FreeMusic(m); }

AudioService::~AudioService() {
  if (open_) {
    Mix_HaltChannel(-1);
    Mix_HaltMusic();
  }
  effects_.clear();  // every chunk and track before the mixer closes
  tracks_.clear();
  if (open_) Mix_CloseAudio();
  if (mixer_init_) Mix_Quit();
  if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void AudioService::start(const std::string& assets, const std::string& manifest) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    audio_log(std::string("no audio device (") + SDL_GetError() + "): the game plays silently");
    return;
  }
  subsystem_ = true;
  mixer_init_ = (Mix_Init(MIX_INIT_OGG) & MIX_INIT_OGG) != 0;
  if (!mixer_init_) audio_log(std::string("no Ogg Vorbis decoder (") + Mix_GetError() + "): the game plays silently");
  if (!mixer_init_ || Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
    if (mixer_init_) audio_log(std::string("no audio device (") + Mix_GetError() + "): the game plays silently");
    return;
  }
  open_ = true;
  if (const char* driver = SDL_GetCurrentAudioDriver(); driver && std::strcmp(driver, "dummy") == 0)
    audio_log("the audio driver is 'dummy': nothing will be heard");
  Mix_AllocateChannels(kMixChannels);
  Mix_ReserveChannels(1);  // the rattle's
  const SoundManifest m = read_sound_manifest(manifest);
  for (const std::string& p : m.problems) audio_log(p);
  for (const auto& [name, entry] : m.sounds) {
    const std::string path = assets + "/" + entry.file;
    if (auto kind = not_a_regular_file(path)) {  // SDL_mixer would wait forever on a named pipe
      audio_log(path + ": cannot load '" + name + "' (" + *kind + ", not a regular file)");
      continue;
    }
    if (entry.music) {
      Track t{std::unique_ptr<Mix_Music, MusicFree>(Mix_LoadMUS(path.c_str())), entry.gain};
      if (!t.music) audio_log(path + ": cannot load music '" + name + "' (" + Mix_GetError() + ")");
      else tracks_[name] = std::move(t);
    } else {
      Effect e{std::unique_ptr<Mix_Chunk, ChunkFree>(Mix_LoadWAV(path.c_str())), entry.gain, entry.loop};
      if (!e.chunk) audio_log(path + ": cannot load sound '" + name + "' (" + Mix_GetError() + ")");
      else effects_[name] = std::move(e);
    }
  }
  set_levels(levels_);
}

void AudioService::set_levels(const AudioLevels& levels) {
  if (levels == levels_ && levels_applied_) return;  // asked every frame: only a change does work
  levels_ = levels;
  if (!open_) return;
  levels_applied_ = true;
  const int steps = std::max(1, levels.steps);
  for (auto& [name, e] : effects_)
    Mix_VolumeChunk(e.chunk.get(), levels.muted ? 0 : mix_volume(levels.master, levels.effects, steps, e.gain));
  if (levels.muted) Mix_HaltChannel(-1), rattling_ = false;
  apply_music_volume();
}

void AudioService::apply_music_volume() {
  const auto it = tracks_.find(music_playing_);
  const float gain = it == tracks_.end() ? 1.f : it->second.gain;
  Mix_VolumeMusic(levels_.muted ? 0 : mix_volume(levels_.master, levels_.music, std::max(1, levels_.steps), gain));
}

void AudioService::play(const std::string& name) {
  if (!open_ || levels_.muted) return;
  const auto it = effects_.find(name);
  if (it == effects_.end()) return;
  Mix_PlayChannel(-1, it->second.chunk.get(), 0);  // a looping effect plays once here: start_rattle holds it
}

void AudioService::start_rattle() {
  if (!open_ || levels_.muted) return;
  const auto it = effects_.find("dice_rattle");
  if (it == effects_.end()) return;
  Mix_PlayChannel(kRattleChannel, it->second.chunk.get(), it->second.loop ? -1 : 0);
  rattling_ = true;
}

void AudioService::stop_rattle(bool settle) {
  if (!rattling_) return;
  rattling_ = false;
  if (!open_) return;
  Mix_HaltChannel(kRattleChannel);
  if (settle) play("dice_settle");
}

void AudioService::set_music(const std::string& name) { music_wanted_ = name; }

void AudioService::update() {
  if (!open_) return;
  if (Mix_PlayingMusic()) {  // another track wanted: this one fades out, the next fades in after it
    if (music_wanted_ != music_playing_ && Mix_FadingMusic() != MIX_FADING_OUT) Mix_FadeOutMusic(kFadeOutMs);
    return;
  }
  music_playing_ = music_wanted_;
  const auto it = tracks_.find(music_playing_);
  if (it == tracks_.end()) return;
  apply_music_volume();
  Mix_FadeInMusic(it->second.music.get(), -1, kFadeInMs);
}

}  // namespace hs::app
