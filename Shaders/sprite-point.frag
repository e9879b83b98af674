#version 330 core
// The sprite inside a point: the place in the point turned back by the rotation gives the place
// on the sprite (sprite-shapes.glsl). Outside the sprite the colour is zero, which blending (ONE
// for the source) leaves unseen: cheaper on llvmpipe than discard, which leaves its fast path.
// ROUND and PLAIN: see sprite-point.vert.
flat in vec4 tint;
#if defined(ROUND) && defined(STRETCHED)
flat in vec4 toSprite;     // the place on the ellipse as an affine map of the pixel's (sprite-point.vert)
flat in vec2 spriteOrigin;
#elif !defined(ROUND)
flat in vec4 frame;  // cos and sin of the rotation, the point's side over the sprite's length and width
#endif
#ifdef ROUND
flat in vec4 fades;  // the inner and rim fades' lines (sprite-fade.glsl's fadeLine)
#else
flat in vec4 rect;   // where the sprite's frame lies in unit texture space
#endif
#if defined(PLAIN) && !(defined(ROUND) && defined(STRETCHED))
flat in vec3 centre;  // the point's centre in window pixels, and 2 over its side in pixels
#endif
out vec4 fragColor;

#if defined(ROUND) && defined(STRETCHED)
// Where this pixel lies on the ellipse: 1 at the sprite's edge, as uv * 2 - 1 on quads.
vec2 onEllipse() {
#ifdef PLAIN
  vec2 q = gl_FragCoord.xy;
#else
  vec2 q = gl_PointCoord;
#endif
  return toSprite.xy * q.x + toSprite.zw * q.y + spriteOrigin;
}
#else
// Where this pixel lies in the point: -1 to 1 across it from its centre, y down (as
// gl_PointCoord runs).
vec2 fromCentre() {
#ifdef PLAIN
  return vec2(1.0, -1.0) * (gl_FragCoord.xy - centre.xy) * centre.z;
#else
  return gl_PointCoord * 2.0 - 1.0;
#endif
}
#endif

void main() {
#if defined(ROUND) && defined(STRETCHED)
  vec2 p = onEllipse();
  fragColor = roundSpriteColor(dot(p, p), fades) * tint;
#elif defined(ROUND)
  // A plain point's extra pixels lie past the reach, as every round point's corners do.
  vec2 p = fromCentre() * REACH;
  fragColor = roundSpriteColor(dot(p, p), fades) * tint;
#else
  vec2 d = 0.5 * fromCentre();
  vec2 local = vec2(frame.x * d.x + frame.y * d.y, -frame.y * d.x + frame.x * d.y) * frame.zw;
  vec2 inside = step(abs(local), vec2(0.5));
  fragColor = spriteColor(rect.xy + (local + 0.5) * rect.zw) * tint * (inside.x * inside.y);
#endif
}
