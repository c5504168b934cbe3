// PNG in memory, then the atomic writer (png_file.hpp).
#include "app/platform/png_file.hpp"

#include <SDL_image.h>

#include "highscore/text_file.hpp"

namespace hs::app {

namespace {

size_t append_png_bytes(SDL_RWops* rw, const void* data, size_t size, size_t count) {
  auto* out = static_cast<std::string*>(rw->hidden.unknown.data1);
  out->append(static_cast<const char*>(data), size * count);
  return count;
}

Sint64 png_bytes_size(SDL_RWops* rw) { return static_cast<Sint64>(static_cast<std::string*>(rw->hidden.unknown.data1)->size()); }

Sint64 png_bytes_seek(SDL_RWops* rw, Sint64 offset, int whence) {
  // Only "where am I" is answered: the encoder writes straight through.
  if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)) return png_bytes_size(rw);
  return SDL_SetError("the PNG is written in one pass");
}

int png_bytes_close(SDL_RWops* rw) {
  SDL_FreeRW(rw);
  return 0;
}

}  // namespace

std::optional<std::string> write_png_file(SDL_Surface* surface, const std::string& path) {
  if (path.empty()) return std::string("no file name given for the picture (an empty path)");
  std::string bytes;
  SDL_RWops* rw = SDL_AllocRW();
  if (!rw) return path + ": cannot write (" + SDL_GetError() + ")";
  rw->type = SDL_RWOPS_UNKNOWN;
  rw->hidden.unknown.data1 = &bytes;
  rw->write = append_png_bytes;
  rw->size = png_bytes_size;
  rw->seek = png_bytes_seek;
  rw->read = [](SDL_RWops*, void*, size_t, size_t) -> size_t { return 0; };
  rw->close = png_bytes_close;
  const int encoded = IMG_SavePNG_RW(surface, rw, 1);
  if (encoded != 0 || bytes.empty()) return path + ": cannot write (the PNG could not be made: " + SDL_GetError() + ")";
  return write_file_atomically(path, bytes);
}

}  // namespace hs::app
