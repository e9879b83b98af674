#version 330 core
// A ribbon: the sprite (sprite-shapes.glsl, sampled) with its x along the ribbon, stretched or
// repeated, and its y across, tinted by the ribbon's premultiplied colour.
in vec2 along;
in float across;
in vec4 tint;
out vec4 fragColor;

void main() {
  float x = along.y > 0.5 ? fract(along.x) : along.x;
  fragColor = spriteColor(vec2(x, across)) * tint;
}
