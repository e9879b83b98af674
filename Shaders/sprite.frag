#version 330 core
// Premultiplied sprite texel tinted by the particle's premultiplied colour.
in vec2 uv;
in vec4 tint;
uniform sampler2D sprite;
out vec4 fragColor;

void main() {
  fragColor = texture(sprite, uv) * tint;
}
