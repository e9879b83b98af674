#version 330 core
// The sprite (sprite-shapes.glsl) tinted by the particle's premultiplied colour.
in vec2 uv;
in vec4 tint;
out vec4 fragColor;

void main() {
  fragColor = spriteColor(uv) * tint;
}
