#ifndef FLIPBOOK_CPNG_SHIM_H
#define FLIPBOOK_CPNG_SHIM_H

#include <png.h>

/* libpng's composite macros do not import into Swift; these expose them as functions. */

static inline png_uint_32 flipbook_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

static inline png_uint_32 flipbook_png_version(void) { return PNG_IMAGE_VERSION; }

static inline png_uint_32 flipbook_png_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }

#endif
