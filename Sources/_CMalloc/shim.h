#ifndef FLIPBOOK_CMALLOC_SHIM_H
#define FLIPBOOK_CMALLOC_SHIM_H

// glibc's allocator settings (mallopt), which the Swift Glibc module leaves out.
#include <malloc.h>

#endif
