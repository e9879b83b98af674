#version 330 core
// The sprite inside a point: gl_PointCoord (y down, like points) turned back by the rotation
// gives the place on the sprite. Outside the sprite the colour is zero, which blending (ONE for
// the source) leaves unseen: cheaper on llvmpipe than discard, which leaves its fast path.
in vec4 tint;
flat in vec4 rect;
flat in vec2 turn;
flat in vec2 spanRatio;
uniform sampler2D sprite;
out vec4 fragColor;

void main() {
  vec2 d = gl_PointCoord - 0.5;
  vec2 local = vec2(turn.x * d.x + turn.y * d.y, -turn.y * d.x + turn.x * d.y) * spanRatio;
  vec2 inside = step(abs(local), vec2(0.5));
  fragColor = texture(sprite, rect.xy + (local + 0.5) * rect.zw) * tint * (inside.x * inside.y);
}
