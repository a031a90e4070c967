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

/* Reading and writing through libpng's classic API, whose errors longjmp and so cannot be
   caught in Swift. Used for 16-bit Adam7 files, which libpng 1.6.39's simplified API scales
   to 8 bits wrongly (pnggroup/libpng#853): they are rewritten without interlacing first. */

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

/* A growable buffer that libpng's writer fills. */
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
} flipbook_png_sink;

static void flipbook_png_write_bytes(png_structp png, png_bytep data, size_t count) {
  flipbook_png_sink *sink = (flipbook_png_sink *)png_get_io_ptr(png);
  if (count > sink->capacity - sink->size) {
    size_t capacity = sink->capacity ? sink->capacity : 65536;
    while (capacity - sink->size < count) {
      if (capacity > ((size_t)-1) / 2) png_error(png, "out of memory");
      capacity *= 2;
    }
    unsigned char *grown = (unsigned char *)realloc(sink->data, capacity);
    if (grown == NULL) png_error(png, "out of memory");
    sink->data = grown;
    sink->capacity = capacity;
  }
  memcpy(sink->data + sink->size, data, count);
  sink->size += count;
}

static void flipbook_png_flush(png_structp png) { (void)png; }

/* Rewrites an Adam7 PNG of `width` x `height` (already checked) as the same image without
   interlacing: the same colour type, bit depth, transparency and colour chunks (gAMA, sRGB,
   iCCP, cHRM, sBIT), stored with little compression into `sink` (freed by the caller with
   free()). Decoding the result through the simplified API then gives exactly what its
   non-interlaced twin gives, colour handling included. Returns 1, or 0 with libpng's reason
   in source->message. */
static inline int flipbook_png_deinterlace(
    flipbook_png_source *source, png_uint_32 width, png_uint_32 height, flipbook_png_sink *sink) {
  png_structp png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, source, flipbook_png_fail, flipbook_png_ignore_warning);
  if (png == NULL) return 0;
  png_infop info = png_create_info_struct(png);
  png_structp writer = NULL;
  png_infop out = NULL;
  png_bytep *volatile rows = NULL;
  png_bytep volatile pixels = NULL;
  if (info == NULL || setjmp(png_jmpbuf(png))) {
    free(rows);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_set_read_fn(png, source, flipbook_png_read_bytes);
  png_set_user_limits(png, width, height);
  png_read_info(png, info);
  if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
    png_error(png, "size changed between reads");
  (void)png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  if (row_bytes == 0 || row_bytes > ((size_t)-1) / height) png_error(png, "image too large");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)height);
  pixels = (png_bytep)malloc(row_bytes * (size_t)height);
  if (rows == NULL || pixels == NULL) png_error(png, "out of memory");
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
  png_read_image(png, rows);

  /* The writer's errors land in the same message and jump back here. */
  writer = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, source, flipbook_png_fail, flipbook_png_ignore_warning);
  if (writer == NULL) png_error(png, "out of memory");
  out = png_create_info_struct(writer);
  if (out == NULL || setjmp(png_jmpbuf(writer))) {
    png_destroy_write_struct(&writer, &out);
    free(rows);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    free(sink->data);
    sink->data = NULL;
    return 0;
  }
  png_set_write_fn(writer, sink, flipbook_png_write_bytes, flipbook_png_flush);
  png_set_compression_level(writer, 1);
  png_set_filter(writer, 0, PNG_FILTER_NONE);
  png_set_IHDR(
      writer, out, width, height, png_get_bit_depth(png, info), png_get_color_type(png, info),
      PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_bytep trans = NULL;
  int trans_count = 0;
  png_color_16p trans_color = NULL;
  if (png_get_tRNS(png, info, &trans, &trans_count, &trans_color) != 0)
    png_set_tRNS(writer, out, trans, trans_count, trans_color);
  png_colorp palette = NULL;
  int palette_count = 0;
  if (png_get_PLTE(png, info, &palette, &palette_count) != 0)
    png_set_PLTE(writer, out, palette, palette_count);
  png_fixed_point gamma = 0;
  if (png_get_gAMA_fixed(png, info, &gamma) != 0) png_set_gAMA_fixed(writer, out, gamma);
  int intent = 0;
  if (png_get_sRGB(png, info, &intent) != 0) png_set_sRGB(writer, out, intent);
  png_charp profile_name = NULL;
  int compression = 0;
  png_bytep profile = NULL;
  png_uint_32 profile_length = 0;
  if (png_get_iCCP(png, info, &profile_name, &compression, &profile, &profile_length) != 0)
    png_set_iCCP(writer, out, profile_name, compression, profile, profile_length);
  png_fixed_point wx, wy, rx, ry, gx, gy, bx, by;
  if (png_get_cHRM_fixed(png, info, &wx, &wy, &rx, &ry, &gx, &gy, &bx, &by) != 0)
    png_set_cHRM_fixed(writer, out, wx, wy, rx, ry, gx, gy, bx, by);
  png_color_8p significant = NULL;
  if (png_get_sBIT(png, info, &significant) != 0) png_set_sBIT(writer, out, significant);
  png_write_info(writer, out);
  png_write_image(writer, rows);
  png_write_end(writer, out);
  png_destroy_write_struct(&writer, &out);
  free(rows);
  rows = NULL;
  free(pixels);
  pixels = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}

#endif
