#version 330 core
// One GL point per particle: the square that holds the turned sprite. sprite-point.frag cuts the
// sprite out of it, so points and the instanced quads of sprite.vert draw the same picture.
//
// With ROUND defined, for a whole sprite whose colour lies within a circle REACH (over its
// half-side) across, which turning does not change (SpriteShape.isRound): the point holds only
// that circle, and the fragment shader needs no rotation or crop, so each point has fewer pixels
// and fewer inputs, which is what llvmpipe's time goes to; its fades, the same all over the
// point, come from here once a point (sprite-fade.glsl) rather than from each pixel.
//
// With PLAIN defined (a compatibility context, GL_POINT_SPRITE off): the point is a plain one, a
// whole number of pixels wide, the fewest that hold the sprite's square, and the fragment shader
// finds its place in the sprite from gl_FragCoord and `centre` instead of gl_PointCoord.
// llvmpipe rasterises plain points as rectangles, not as four edges.
layout(location = 1) in vec4 placement;     // x, y (points), scale, rotation (radians)
layout(location = 2) in vec4 color;         // straight RGBA
layout(location = 3) in vec4 spriteRect;    // u, v, width, height in unit texture space

uniform float straightColor;  // 1: the colour stays straight (a layer's cocos2d blend pair)
uniform vec2 viewPoints;       // the target's size in points
uniform vec2 spritePixels;     // the sprite's size in pixels
uniform float pixelsPerPoint;  // the target's content scale

flat out vec4 tint;
#ifdef ROUND
flat out vec4 fades;  // the inner and rim fades' lines (sprite-fade.glsl's fadeLine)
#else
flat out vec4 rect;
flat out vec3 frame;  // cos and sin of the rotation, the point's side over the sprite's
#endif
#ifdef PLAIN
uniform vec4 viewport;  // the GL viewport in pixels: x, y, width, height
flat out vec3 centre;   // the point's centre in window pixels, and 2 over its side in pixels
#endif

void main() {
#ifdef ROUND
  // A whole sprite, so spriteRect's size is 1 and need not be fetched.
  vec2 size = spritePixels * abs(placement.z);
  float span = size.x * REACH;
#else
  vec2 size = spritePixels * spriteRect.zw * abs(placement.z);
  // A negative scale mirrors the sprite through its centre, as the quads of sprite.vert do (and
  // Core Animation): half a turn more, at the scale's size.
  float flip = placement.z < 0.0 ? -1.0 : 1.0;
  float c = flip * cos(placement.w);
  float s = flip * sin(placement.w);
  // The side of the axis-aligned square that holds the turned sprite.
  float span = max(size.x * abs(c) + size.y * abs(s), size.x * abs(s) + size.y * abs(c));
  rect = spriteRect;
  // Sprites drawn as points are square on screen, so one ratio serves both sides.
  frame = vec3(c, s, span / max(size.x, 1e-6));
#endif
  vec2 clip = placement.xy / viewPoints * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  float side = span * pixelsPerPoint;
#ifdef ROUND
  // Two pixels in radius units (sprite-shapes.glsl's blur): uv moves REACH / side a pixel.
  float blur = 4.0 * REACH / max(side, 1e-6);
  fades = vec4(fadeLine(INNER, blur), fadeLine(RIM, blur));
#endif
#ifdef PLAIN
  // A plain point of odd width w covers (w - 1) / 2 pixels either side of the pixel that holds
  // its centre; of even width, w / 2 either side of the pixel corner nearest it. It takes the
  // narrower that holds every pixel whose centre lies in the sprite's side × side square.
  vec2 at = viewport.xy + (gl_Position.xy * 0.5 + 0.5) * viewport.zw;
  vec2 first = ceil(at - 0.5 * side - 0.5);
  vec2 last = floor(at + 0.5 * side - 0.5);
  vec2 odd = max(floor(at) - first, last - floor(at));
  vec2 even = max(floor(at + 0.5) - first, last + 1.0 - floor(at + 0.5));
  gl_PointSize = max(min(2.0 * max(odd.x, odd.y) + 1.0, 2.0 * max(even.x, even.y)), 1.0);
  centre = vec3(at, 2.0 / max(side, 1e-6));
#else
  gl_PointSize = side;
#endif
  tint = vec4(color.rgb * mix(color.a, 1.0, straightColor), color.a);
}
