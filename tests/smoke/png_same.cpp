// png_same: exits 0 when two PNGs have the same size and the same colour in every pixel, else 1 with
// how many pixels differ and the box around them. Used by screens_compare.sh to show that a change
// to the app draws exactly what it drew before.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>

namespace {
SDL_Surface* load_argb(const char* path) {
  SDL_Surface* raw = IMG_Load(path);
  if (!raw) {
    std::fprintf(stderr, "%s: cannot read (%s)\n", path, IMG_GetError());
    return nullptr;
  }
  SDL_Surface* s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(raw);
  return s;
}

const Uint32* row_of(const SDL_Surface* s, int y) {
  return reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) + y * s->pitch);
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: png_same A.png B.png\n");
    return 2;
  }
  SDL_Surface* a = load_argb(argv[1]);
  SDL_Surface* b = load_argb(argv[2]);
  int status = 1;
  if (a && b && (a->w != b->w || a->h != b->h)) {
    std::printf("%s: %dx%d against %dx%d\n", argv[2], a->w, a->h, b->w, b->h);
  } else if (a && b) {
    long differ = 0;
    int x0 = a->w, y0 = a->h, x1 = -1, y1 = -1;  // the box around every differing pixel
    for (int y = 0; y < a->h; ++y) {
      const Uint32* ra = row_of(a, y);
      const Uint32* rb = row_of(b, y);
      for (int x = 0; x < a->w; ++x) {
        if (ra[x] == rb[x]) continue;
        ++differ;
        x0 = x < x0 ? x : x0, y0 = y < y0 ? y : y0, x1 = x > x1 ? x : x1, y1 = y > y1 ? y : y1;
      }
    }
    if (differ == 0) status = 0;
    else std::printf("%s: %ld pixels differ, within (%d, %d)-(%d, %d)\n", argv[2], differ, x0, y0, x1, y1);
  }
  if (a) SDL_FreeSurface(a);
  if (b) SDL_FreeSurface(b);
  return status;
}
