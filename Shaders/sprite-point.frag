#version 330 core
// The sprite inside a point: gl_PointCoord (y down, like points) turned back by the rotation
// gives the place on the sprite (sprite-shapes.glsl). Outside the sprite the colour is zero,
// which blending (ONE for the source) leaves unseen: cheaper on llvmpipe than discard, which
// leaves its fast path. ROUND: see sprite-point.vert.
flat in vec4 tint;
#ifndef ROUND
flat in vec4 rect;
flat in vec3 frame;  // cos and sin of the rotation, the point's side over the sprite's
#endif
out vec4 fragColor;

void main() {
#ifdef ROUND
  fragColor = spriteColor(0.5 + (gl_PointCoord - 0.5) * REACH) * tint;
#else
  vec2 d = gl_PointCoord - 0.5;
  vec2 local = vec2(frame.x * d.x + frame.y * d.y, -frame.y * d.x + frame.x * d.y) * frame.z;
  vec2 inside = step(abs(local), vec2(0.5));
  fragColor = spriteColor(rect.xy + (local + 0.5) * rect.zw) * tint * (inside.x * inside.y);
#endif
}
