#version 330 core
// One GL point per particle: the square that holds the turned sprite. sprite-point.frag cuts the
// sprite out of it, so points and the instanced quads of sprite.vert draw the same picture.
//
// With ROUND defined, for a whole sprite whose colour lies within a circle REACH (over its
// half-side) across, which turning does not change (SpriteShape.isRound): the point holds only
// that circle, and the fragment shader needs no rotation or crop, so each point has fewer pixels
// and fewer inputs, which is what llvmpipe's time goes to.
layout(location = 1) in vec4 placement;     // x, y (points), scale, rotation (radians)
layout(location = 2) in vec4 color;         // straight RGBA
layout(location = 3) in vec4 spriteRect;    // u, v, width, height in unit texture space

uniform float straightColor;  // 1: the colour stays straight (a layer's cocos2d blend pair)
uniform vec2 viewPoints;       // the target's size in points
uniform vec2 spritePixels;     // the sprite's size in pixels
uniform float pixelsPerPoint;  // the target's content scale

flat out vec4 tint;
#ifndef ROUND
flat out vec4 rect;
flat out vec3 frame;  // cos and sin of the rotation, the point's side over the sprite's
#endif

void main() {
  vec2 size = spritePixels * spriteRect.zw * placement.z;
#ifdef ROUND
  float span = size.x * REACH;
#else
  float c = cos(placement.w);
  float s = sin(placement.w);
  // The side of the axis-aligned square that holds the turned sprite.
  float span = max(size.x * abs(c) + size.y * abs(s), size.x * abs(s) + size.y * abs(c));
  rect = spriteRect;
  // Sprites drawn as points are square on screen, so one ratio serves both sides.
  frame = vec3(c, s, span / max(size.x, 1e-6));
#endif
  vec2 clip = placement.xy / viewPoints * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  gl_PointSize = span * pixelsPerPoint;
  tint = vec4(color.rgb * mix(color.a, 1.0, straightColor), color.a);
}
