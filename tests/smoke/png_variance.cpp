// png_variance: prints the grey-level standard deviation (0..255) and the count of distinct
// colours of a PNG, and exits 1 when the image is missing, blank or nearly uniform. Used by smoke.sh.
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: png_variance FILE.png\n");
    return 2;
  }
  SDL_Surface* raw = IMG_Load(argv[1]);
  if (!raw) {
    std::fprintf(stderr, "%s: cannot read (%s)\n", argv[1], IMG_GetError());
    return 1;
  }
  SDL_Surface* s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(raw);
  if (!s) return 1;
  double sum = 0, sum2 = 0;
  std::set<Uint32> colours;
  const long n = static_cast<long>(s->w) * s->h;
  for (int y = 0; y < s->h; ++y) {
    const Uint32* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) + y * s->pitch);
    for (int x = 0; x < s->w; ++x) {
      const Uint32 p = row[x];
      const double g = 0.299 * ((p >> 16) & 255) + 0.587 * ((p >> 8) & 255) + 0.114 * (p & 255);
      sum += g;
      sum2 += g * g;
      if (colours.size() < 100000) colours.insert(p & 0xFFFFFF);
    }
  }
  SDL_FreeSurface(s);
  const double mean = sum / static_cast<double>(n);
  const double sd = std::sqrt(std::max(0.0, sum2 / static_cast<double>(n) - mean * mean));
  std::printf("%s: grey deviation %.1f, %zu colours\n", argv[1], sd, colours.size());
  if (sd < 8.0 || colours.size() < 64) {
    std::printf("%s: blank or nearly uniform\n", argv[1]);
    return 1;
  }
  return 0;
}
