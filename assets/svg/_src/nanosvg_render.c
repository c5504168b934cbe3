/* Renders SVG files through SDL2_image (the same nanosvg renderer the app uses)
 * and saves each as a BMP, so the art can be checked exactly as the game will draw it.
 * Build: cc nanosvg_render.c -o /tmp/nsvg $(pkg-config --cflags --libs sdl2 SDL2_image)
 * Use:   /tmp/nsvg <size-px> <out-dir> file.svg...   (size 0 keeps the file's own size) */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s <size-px> <out-dir> file.svg...\n", argv[0]);
        return 2;
    }
    int size = atoi(argv[1]);
    int failures = 0;
    for (int i = 3; i < argc; ++i) {
        SDL_RWops *rw = SDL_RWFromFile(argv[i], "rb");
        SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, size, 0) : NULL;
        if (rw) SDL_RWclose(rw);
        if (!s) {
            fprintf(stderr, "FAIL %s: %s\n", argv[i], IMG_GetError());
            ++failures;
            continue;
        }
        /* count drawn (non-transparent) pixels: an SVG that renders nothing is a failure */
        SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ABGR8888, 0);
        long drawn = 0;
        for (int y = 0; y < c->h; ++y) {
            const Uint8 *row = (const Uint8 *)c->pixels + y * c->pitch;
            for (int x = 0; x < c->w; ++x) drawn += row[x * 4 + 3] > 0;
        }
        const char *base = strrchr(argv[i], '/');
        base = base ? base + 1 : argv[i];
        char out[1024];
        snprintf(out, sizeof out, "%s/%.*s.bmp", argv[2], (int)(strlen(base) - 4), base);
        SDL_SaveBMP(c, out);
        printf("%s %dx%d drawn=%ld\n", base, c->w, c->h, drawn);
        if (drawn == 0) ++failures;
        SDL_FreeSurface(c);
        SDL_FreeSurface(s);
    }
    return failures ? 1 : 0;
}
