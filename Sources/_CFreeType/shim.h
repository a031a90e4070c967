#ifndef FLIPBOOK_CFREETYPE_SHIM_H
#define FLIPBOOK_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/* Flag macros, exposed as functions so they import into Swift with the right types. */

static inline FT_Int32 flipbook_ft_load_render(void) { return FT_LOAD_RENDER; }

static inline FT_Int32 flipbook_ft_load_color(void) { return FT_LOAD_COLOR; }

static inline FT_Int32 flipbook_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE; }

static inline int flipbook_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

static inline int flipbook_ft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

static inline int flipbook_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

#endif
