// Table thumbnails (see thumbnail.hpp).
#include "app/render/thumbnail.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <filesystem>

#include "app/platform/png_file.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

OwnedSurface capture_thumbnail(SDL_Renderer* renderer) {
  int w = 0, h = 0;
  if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0 || w <= 0 || h <= 0) return nullptr;
  OwnedSurface full(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!full || SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, full->pixels, full->pitch) != 0) return nullptr;
  const int tw = kThumbnailWidth, th = std::max(1, h * kThumbnailWidth / w);
  OwnedSurface small(SDL_CreateRGBSurfaceWithFormat(0, tw, th, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!small) return nullptr;
  // Two halvings by averaging would be finer; linear stretching is plenty for a 256-pixel reminder.
  if (SDL_SoftStretchLinear(full.get(), nullptr, small.get(), nullptr) != 0 && SDL_BlitScaled(full.get(), nullptr, small.get(), nullptr) != 0)
    return nullptr;
  return small;
}

std::optional<std::string> write_thumbnail(SDL_Surface* thumbnail, const std::string& path) {
  if (!thumbnail) return path + ": cannot write (no picture of the table)";
  return write_png_file(thumbnail, path);
}

OwnedTexture load_thumbnail(SDL_Renderer* renderer, const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) || not_a_regular_file(path)) return nullptr;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec || size == 0 || size > kMaxThumbnailBytes) return nullptr;
  SDL_Surface* s = IMG_Load(path.c_str());
  if (!s) return nullptr;
  OwnedSurface owned(s);
  if (s->w <= 0 || s->h <= 0 || s->w > 4 * kThumbnailWidth || s->h > 4 * kThumbnailWidth) return nullptr;
  return OwnedTexture(SDL_CreateTextureFromSurface(renderer, s));
}

}  // namespace hs::app
