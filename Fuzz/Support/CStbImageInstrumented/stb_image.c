// Debian's stb_image, compiled here so the fuzzer instruments the decoder it drives.
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
