#version 330 core
// One GL point per particle: the square that holds the turned sprite. sprite-point.frag cuts the
// sprite out of it, so points and the instanced quads of sprite.vert draw the same picture.
layout(location = 1) in vec4 placement;     // x, y (points), scale, rotation (radians)
layout(location = 2) in vec4 color;         // straight RGBA
layout(location = 3) in vec4 spriteRect;    // u, v, width, height in unit texture space

uniform vec2 viewPoints;       // the target's size in points
uniform vec2 spritePixels;     // the sprite's size in pixels
uniform float pixelsPerPoint;  // the target's content scale

out vec4 tint;
flat out vec4 rect;
flat out vec2 turn;      // cos and sin of the rotation
flat out vec2 spanRatio; // the point's side over the sprite's width and height

void main() {
  vec2 size = spritePixels * spriteRect.zw * placement.z;
  float c = cos(placement.w);
  float s = sin(placement.w);
  // The side of the axis-aligned square that holds the turned sprite.
  float span = max(size.x * abs(c) + size.y * abs(s), size.x * abs(s) + size.y * abs(c));
  vec2 clip = placement.xy / viewPoints * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  gl_PointSize = span * pixelsPerPoint;
  tint = vec4(color.rgb * color.a, color.a);
  rect = spriteRect;
  turn = vec2(c, s);
  spanRatio = span / max(size, vec2(1e-6));
}
