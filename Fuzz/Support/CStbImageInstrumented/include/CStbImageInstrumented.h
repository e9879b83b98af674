// Nothing to import: the target exists for the stb_image definitions in stb_image.c.
