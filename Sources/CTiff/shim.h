#include <tiffio.h>

/// TIFFGetField is variadic, which Swift cannot call: one typed wrapper for 32-bit tags.
static inline int TIFFGetFieldUInt32(TIFF *tiff, uint32_t tag, uint32_t *value) {
  return TIFFGetField(tiff, tag, value);
}
