#ifndef FLIPBOOK_CFRIBIDI_SHIM_H
#define FLIPBOOK_CFRIBIDI_SHIM_H

#include <fribidi.h>

/* Macros, exposed as functions so they import into Swift with the right types. */

static inline FriBidiParType flipbook_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType flipbook_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType flipbook_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }

#endif
