#version 330 core
// One vertex of a ribbon's triangle strip (RibbonVertex): its place, where it lies on the
// sprite, its colour.
layout(location = 1) in vec4 placement;     // x, y (points), along, across
layout(location = 2) in vec4 color;         // straight RGBA
layout(location = 3) in vec4 extra;         // repeats (1: the sprite repeats along), width

uniform float straightColor;  // 1: the colour stays straight (a layer's cocos2d blend pair)
// Points to clip coordinates (x, y scaled by xy, offset by zw), through a viewport larger than
// the pane (GuardBand), so that llvmpipe clips none of the ribbons crossing the pane's edge.
uniform vec4 toClip;

out vec2 along;  // the sprite's x and whether it repeats
out float across;
out vec4 tint;

void main() {
  vec2 clip = placement.xy * toClip.xy + toClip.zw;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  along = vec2(placement.z, extra.x);
  across = placement.w;
  tint = vec4(color.rgb * mix(color.a, 1.0, straightColor), color.a);
}
