#version 330 core
// One GL point per particle: the square that holds the turned sprite. sprite-point.frag cuts the
// sprite out of it, so points and the instanced quads of sprite.vert draw the same picture. A
// sprite stretched along its velocity (`stretch`, as sprite.vert takes it) is the turned
// rectangle it is on quads: on llvmpipe a point's larger square of cheap pixels costs far less
// than a quad's four vertices and two triangles.
//
// With ROUND defined, for a whole sprite whose colour lies within a circle REACH (over its
// half-side) across, which turning does not change (SpriteShape.isRound): the point holds only
// that circle, and the fragment shader needs no rotation or crop, so each point has fewer pixels
// and fewer inputs, which is what llvmpipe's time goes to; its fades, the same all over the
// point, come from here once a point (sprite-fade.glsl) rather than from each pixel.
//
// With ROUND and STRETCHED defined, for such a sprite stretched along its velocity: the point holds
// the turned ellipse that is its circle stretched, and the fragment shader takes its place on
// the ellipse by an affine map made here (turned back, scaled by the ellipse's axes); the fades, the same all over the sprite, come from how far
// the sprite moves a pixel, as sprite-shapes.glsl's blur has it on quads.
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
#if !defined(ROUND) || defined(STRETCHED)
// Sprites stretched along their velocity: the frame's size in unit texture space (the
// instances' width is the frame's stretched) and the points added to the length; all 0 otherwise.
uniform vec3 stretch;
#endif
#if defined(ROUND) && defined(STRETCHED)
// The place on the ellipse (1 at its edge) as an affine map of the pixel's place in the point
// (gl_FragCoord, or gl_PointCoord for point sprites): its two columns, and where it takes 0. The
// turn, the scale and the point's centre are the same all over the point, so each pixel pays
// four multiply-adds for them.
flat out vec4 toSprite;
flat out vec2 spriteOrigin;
#elif !defined(ROUND)
flat out vec4 frame;  // cos and sin of the rotation, the point's side over the sprite's length and width
#endif
#ifdef ROUND
flat out vec4 fades;  // the inner and rim fades' lines (sprite-fade.glsl's fadeLine)
#else
flat out vec4 rect;   // where the sprite's frame lies in unit texture space
#endif
#ifdef PLAIN
uniform vec4 viewport;  // the GL viewport in pixels: x, y, width, height
#if !(defined(ROUND) && defined(STRETCHED))
flat out vec3 centre;   // the point's centre in window pixels, and 2 over its side in pixels
#endif
#endif

void main() {
#if defined(ROUND) && defined(STRETCHED)
  // A whole sprite whose width spriteRect stretches; the quads' size, of which only the length
  // of each side matters to a round sprite.
  vec2 size = spritePixels * spriteRect.zw * placement.z;
  size.x += stretch.z;
  vec2 extent = max(abs(size), vec2(1e-6));
  float c = cos(placement.w);
  float s = sin(placement.w);
  // Half the sides of the axis-aligned box that holds the turned ellipse of colour.
  vec2 axes = 0.5 * REACH * extent;
  vec2 box = sqrt(vec2(dot(axes * axes, vec2(c * c, s * s)), dot(axes * axes, vec2(s * s, c * c))));
  float span = 2.0 * max(box.x, box.y);
  vec2 scale = span / extent;
  // How far the sprite's uv moves a pixel, each way across the screen (sprite-shapes.glsl's blur).
  vec2 perPixel = 1.0 / (extent * pixelsPerPoint);
  vec2 across = perPixel * perPixel;
  float blur = 4.0 * sqrt(max(dot(across, vec2(c * c, s * s)), dot(across, vec2(s * s, c * c))));
#elif defined(ROUND)
  // A whole sprite, so spriteRect's size is 1 and need not be fetched.
  vec2 size = spritePixels * abs(placement.z);
  float span = size.x * REACH;
#else
  // Signed as on quads: a negative scale mirrors the sprite through its centre, as the quads of
  // sprite.vert do (and Core Animation), and a stretch's length is added to the signed length.
  vec2 size = spritePixels * spriteRect.zw * placement.z;
  size.x += stretch.z;
  float c = cos(placement.w);
  float s = sin(placement.w);
  // The side of the axis-aligned square that holds the turned sprite.
  vec2 extent = abs(size);
  float span = max(extent.x * abs(c) + extent.y * abs(s), extent.x * abs(s) + extent.y * abs(c));
  rect = vec4(spriteRect.xy, stretch.x > 0.0 ? stretch.xy : spriteRect.zw);
  vec2 signs = vec2(size.x < 0.0 ? -1.0 : 1.0, size.y < 0.0 ? -1.0 : 1.0);
  frame = vec4(c, s, span * signs / max(extent, vec2(1e-6)));
#endif
  vec2 clip = placement.xy / viewPoints * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  float side = span * pixelsPerPoint;
#ifdef ROUND
#ifndef STRETCHED
  // Two pixels in radius units (sprite-shapes.glsl's blur): uv moves REACH / side a pixel.
  float blur = 4.0 * REACH / max(side, 1e-6);
#endif
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
#if defined(ROUND) && defined(STRETCHED)
  // From window pixels: -1 to 1 across the point from `at`, y down, then turned back and scaled.
  float k = 2.0 / max(side, 1e-6);
  toSprite = k * vec4(scale.x * c, -scale.y * s, -scale.x * s, -scale.y * c);
  spriteOrigin = -(toSprite.xy * at.x + toSprite.zw * at.y);
#else
  centre = vec3(at, 2.0 / max(side, 1e-6));
#endif
#else
  gl_PointSize = side;
#if defined(ROUND) && defined(STRETCHED)
  // From gl_PointCoord: 2 pc - 1, turned back and scaled.
  toSprite = 2.0 * vec4(scale.x * c, -scale.y * s, scale.x * s, scale.y * c);
  spriteOrigin = -0.5 * (toSprite.xy + toSprite.zw);
#endif
#endif
  tint = vec4(color.rgb * mix(color.a, 1.0, straightColor), color.a);
}
