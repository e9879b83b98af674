#include <stb_image.h>
#include <stb_image_write.h>
#include <stb_easy_font.h>
