// render_icon: draws an SVG at square pixel sizes through SDL2_image (the renderer the app uses for its
// art) and writes DIR/NxN/apps/NAME.png for each size, the hicolor theme's layout.
// Usage: render_icon ICON.svg OUT_DIR NAME SIZE...
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: render_icon ICON.svg OUT_DIR NAME SIZE...\n");
    return 2;
  }
  const std::string svg = argv[1], out_dir = argv[2], name = argv[3];
  int status = 0;
  for (int i = 4; i < argc; ++i) {
    const int size = std::atoi(argv[i]);
    if (size < 8 || size > 1024) {
      std::fprintf(stderr, "render_icon: size '%s' is not 8 to 1024\n", argv[i]);
      return 2;
    }
    SDL_RWops* rw = SDL_RWFromFile(svg.c_str(), "rb");
    SDL_Surface* s = rw ? IMG_LoadSizedSVG_RW(rw, size, size) : nullptr;
    if (rw) SDL_RWclose(rw);
    if (!s || s->w != size || s->h != size) {
      std::fprintf(stderr, "render_icon: %s: cannot draw at %d px (%s)\n", svg.c_str(), size, IMG_GetError());
      if (s) SDL_FreeSurface(s);
      return 1;
    }
    const std::string px = std::to_string(size);
    const std::filesystem::path dir = std::filesystem::path(out_dir) / (px + "x" + px) / "apps";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::string png = (dir / (name + ".png")).string();
    if (IMG_SavePNG(s, png.c_str()) != 0) {
      std::fprintf(stderr, "render_icon: cannot write %s (%s)\n", png.c_str(), IMG_GetError());
      status = 1;
    }
    SDL_FreeSurface(s);
  }
  return status;
}
