// SDL2_mixer behind AudioService (see audio_service.hpp).
#include "app/audio/audio_service.hpp"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "app/audio/sound_manifest.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

namespace {
constexpr int kRattleChannel = 0;  // reserved: other effects never take it
constexpr int kMixChannels = 16;
constexpr int kFadeOutMs = 700, kFadeInMs = 900;
// The asset script caps every music loop's peak at -3 dBFS (scripts/make_audio.py MUSIC_PEAK_DBFS).
constexpr double kMusicPeak = 0.708;
// The same effect again within this time is not heard twice (bots fast-forwarded, a phase's
// monsters all roaring at once): the first start says it.
constexpr std::uint32_t kSameEffectGapMs = 120;
constexpr int kSameEffectAtOnce = 2;  // copies of one effect playing together at most
// An effect that would have to play below this share of its level to fit under the ceiling is left
// out rather than whispered.
constexpr double kQuietestShare = 0.3;

void audio_log(const std::string& what) { std::fprintf(stderr, "highscore: sound: %s\n", what.c_str()); }

// 0..MIX_MAX_VOLUME from the levels (steps each) and the sound's own gain.
int mix_volume(int master, int part, int steps, float gain) {
  const double v = static_cast<double>(master) / steps * static_cast<double>(part) / steps * gain * MIX_MAX_VOLUME;
  return std::clamp(static_cast<int>(v + 0.5), 0, MIX_MAX_VOLUME);
}
// The loudest sample of a loaded chunk (0..1): the mixer converted it to the device's format,
// signed 16-bit as opened; any other format counts as full scale.
double chunk_peak(const Mix_Chunk* c) {
  Uint16 format = 0;
  int freq = 0, channels = 0;
  if (!c || !c->abuf || Mix_QuerySpec(&freq, &format, &channels) == 0 || format != AUDIO_S16SYS) return 1.0;
  const auto* s = reinterpret_cast<const Sint16*>(c->abuf);
  int peak = 0;
  for (Uint32 i = 0; i < c->alen / 2; ++i) peak = std::max(peak, std::abs(static_cast<int>(s[i])));
  return std::min(1.0, peak / 32767.0);
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
      if (!e.chunk) {
        audio_log(path + ": cannot load sound '" + name + "' (" + Mix_GetError() + ")");
      } else {
        e.peak = chunk_peak(e.chunk.get());
        effects_[name] = std::move(e);
      }
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

double AudioService::mix_peak_bound() const {
  if (!open_) return 0;
  double sum = Mix_PlayingMusic() ? kMusicPeak * Mix_VolumeMusic(-1) / MIX_MAX_VOLUME : 0.0;
  for (int ch = 0; ch < kMixChannels; ++ch) {
    if (!Mix_Playing(ch)) continue;
    Mix_Chunk* c = Mix_GetChunk(ch);
    double peak = 1.0;
    for (const auto& [name, e] : effects_)
      if (e.chunk.get() == c) peak = e.peak;
    sum += peak * Mix_VolumeChunk(c, -1) / MIX_MAX_VOLUME * Mix_Volume(ch, -1) / MIX_MAX_VOLUME;
  }
  return sum;
}

bool AudioService::start_effect(Effect& e, int channel, int loops) {
  const std::uint32_t now = SDL_GetTicks();
  if (e.started != 0 && now - e.started < kSameEffectGapMs) return false;
  int copies = 0;
  for (int ch = 0; ch < kMixChannels; ++ch) copies += Mix_Playing(ch) && Mix_GetChunk(ch) == e.chunk.get() ? 1 : 0;
  if (copies >= kSameEffectAtOnce) return false;
  if (channel < 0) {  // a free channel chosen here, so its volume is set before it sounds
    for (int ch = kRattleChannel + 1; ch < kMixChannels && channel < 0; ++ch)
      if (!Mix_Playing(ch)) channel = ch;
    if (channel < 0) return false;
  }
  Mix_HaltChannel(channel);
  const double wanted = e.peak * Mix_VolumeChunk(e.chunk.get(), -1) / MIX_MAX_VOLUME;
  if (wanted <= 0) return false;
  const double room = kMixCeiling - mix_peak_bound();
  if (room < wanted * kQuietestShare) return false;
  const int level = wanted <= room ? MIX_MAX_VOLUME : static_cast<int>(MIX_MAX_VOLUME * room / wanted);  // rounded down: under
  Mix_Volume(channel, level);
  if (Mix_PlayChannel(channel, e.chunk.get(), loops) < 0) return false;
  e.started = now;
  return true;
}

void AudioService::play(const std::string& name) {
  if (!open_ || levels_.muted) return;
  const auto it = effects_.find(name);
  if (it == effects_.end()) return;
  start_effect(it->second, -1, 0);  // a looping effect plays once here: start_rattle holds it
}

void AudioService::start_rattle() {
  if (!open_ || levels_.muted) return;
  const auto it = effects_.find("dice_rattle");
  if (it == effects_.end()) return;
  if (rattling_) return;  // already tumbling: it goes on
  rattling_ = start_effect(it->second, kRattleChannel, it->second.loop ? -1 : 0);
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
