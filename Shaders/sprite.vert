#version 330 core
// One instance per particle: a unit quad expanded around the particle's centre.
layout(location = 0) in vec2 corner;        // the unit quad, from (-0.5, -0.5) to (0.5, 0.5)
layout(location = 1) in vec4 placement;     // x, y (points), scale, rotation (radians)
layout(location = 2) in vec4 color;         // straight RGBA
layout(location = 3) in vec4 spriteRect;    // u, v, width, height in unit texture space

uniform float straightColor;  // 1: the colour stays straight (a layer's cocos2d blend pair)
uniform vec2 viewPoints;    // the target's size in points
uniform vec2 spritePixels;  // the sprite's size in pixels
// Sprites stretched along their velocity: the frame's size in unit texture space (the
// instances' width is the frame's stretched) and the points added to the length; all 0 otherwise.
uniform vec3 stretch;

out vec2 uv;
out vec4 tint;

void main() {
  vec2 size = spritePixels * spriteRect.zw * placement.z;
  size.x += stretch.z;
  vec2 frame = stretch.x > 0.0 ? stretch.xy : spriteRect.zw;
  float c = cos(placement.w);
  float s = sin(placement.w);
  vec2 local = corner * size;
  vec2 point = placement.xy + vec2(c * local.x - s * local.y, s * local.x + c * local.y);
  vec2 clip = point / viewPoints * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  uv = spriteRect.xy + (corner + 0.5) * frame;
  tint = vec4(color.rgb * mix(color.a, 1.0, straightColor), color.a);
}
