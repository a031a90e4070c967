#ifndef FLIPBOOK_CPNG_SHIM_H
#define FLIPBOOK_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libpng's composite macros do not import into Swift; these expose them as functions. */

static inline png_uint_32 flipbook_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

static inline png_uint_32 flipbook_png_version(void) { return PNG_IMAGE_VERSION; }

static inline png_uint_32 flipbook_png_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }

/* Reading through libpng's classic API, whose errors longjmp and so cannot be caught in
   Swift. Used for 16-bit Adam7 files, which libpng 1.6.39's simplified API scales to 8 bits
   wrongly (pnggroup/libpng#853). */

typedef struct {
  const unsigned char *data;
  size_t size;
  size_t offset;
  char message[64];
} flipbook_png_source;

static void flipbook_png_read_bytes(png_structp png, png_bytep out, size_t count) {
  flipbook_png_source *source = (flipbook_png_source *)png_get_io_ptr(png);
  if (count > source->size - source->offset) png_error(png, "unexpected end of data");
  memcpy(out, source->data + source->offset, count);
  source->offset += count;
}

static void flipbook_png_ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void flipbook_png_fail(png_structp png, png_const_charp message) {
  flipbook_png_source *source = (flipbook_png_source *)png_get_error_ptr(png);
  strncpy(source->message, message, sizeof source->message - 1);
  source->message[sizeof source->message - 1] = 0;
  png_longjmp(png, 1);
}

/* Decodes a PNG of `width` x `height` (already checked) into straight RGBA with 16 bits a
   sample, in host byte order; `out` holds width * height * 4 samples. Returns 1, or 0 with
   libpng's reason in source->message. */
static inline int flipbook_png_read_rgba16(
    flipbook_png_source *source, png_uint_32 width, png_uint_32 height, png_uint_16 *out) {
  png_structp png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, source, flipbook_png_fail, flipbook_png_ignore_warning);
  if (png == NULL) return 0;
  png_infop info = png_create_info_struct(png);
  png_bytep *volatile rows = NULL;
  if (info == NULL || setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_set_read_fn(png, source, flipbook_png_read_bytes);
  png_set_user_limits(png, width, height);
  png_read_info(png, info);
  if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
    png_error(png, "size changed between reads");
  png_set_expand(png);
  png_set_expand_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFFFF, PNG_FILLER_AFTER);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  png_set_swap(png);
#endif
  (void)png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 8) png_error(png, "unexpected row size");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)height);
  if (rows == NULL) png_error(png, "out of memory");
  for (png_uint_32 y = 0; y < height; y++) rows[y] = (png_bytep)(out + (size_t)y * width * 4);
  png_read_image(png, rows);
  free(rows);
  rows = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}

#endif
