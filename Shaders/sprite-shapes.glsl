// The colour of the sprite at `uv` (0 to 1 across the whole image, y down), premultiplied: what
// both paths' fragment shaders share.
//
// Compiled with COMPUTED defined, a built-in sprite is computed from its profile
// (SpriteShape.Profile, which fills its texture too) instead of sampled: on a software
// rasteriser a filtered texture sample costs more than all the rest of a sprite's pixel. The
// profile comes as constants (GLOW, INNER, RIM, SPIKES), one program per sprite, so the compiler
// drops what a sprite does not use; uniforms and branches would not (llvmpipe runs both sides
// of an if). It gives the alpha at distance r from the centre (1 at the middle of an edge):
// clamp(GLOW.x e^(-GLOW.y r²) + fade(INNER, q), 0, 1) fade(RIM, r), where q = r - SPIKES
// cos(2.5 θ)^6 (the star's five points) and fade is sprite-fade.glsl's.
uniform sampler2D sprite;

#ifdef SOLID
// The solid sprite: its profile is 1 everywhere, with nothing to fade (SpriteShape.Profile()).
vec4 spriteColor(vec2 uv) { return vec4(1.0); }
#elif defined(COMPUTED)
vec4 spriteColor(vec2 uv) {
  // Two pixels, the width of a mipmapped texture's filter (a pixel of box filter, a pixel of
  // interpolation), in radius units. How far uv moves from one pixel to the next gives it
  // without a shader input: llvmpipe charges for every input of every point.
  float blur = 4.0 * max(length(dFdx(uv)), length(dFdy(uv)));
  vec2 p = uv * 2.0 - 1.0;
  float rr = max(dot(p, p), 1e-12);
  float r = sqrt(rr);
  // cos(2.5 θ)^6 = ((1 + cos 5θ) / 2)^3, cos 5θ from cos θ by the Chebyshev polynomial T5.
  float c = p.x / r;
  float lobe = 0.5 + 0.5 * c * (5.0 + c * c * (16.0 * c * c - 20.0));
  float q = r - SPIKES * lobe * lobe * lobe;
  float body = GLOW.x * exp(-GLOW.y * rr) + fadeAlong(fadeLine(INNER, blur), q);
  // Glow and fade are never negative: only the top needs clamping.
  return vec4(min(body, 1.0) * fadeAlong(fadeLine(RIM, blur), r));
}

#ifdef ROUND
// A round sprite (no spikes) at squared distance rr from its centre, given its fades' lines
// (inner, rim) for its size: within its reach the glow is a polynomial in rr
// (SpriteShape.Profile.roundGlow), a few multiply-adds instead of exp.
vec4 roundSpriteColor(float rr, vec4 fades) {
  float r = sqrt(rr);
  float body = ROUND_GLOW(rr) + fadeAlong(fades.xy, r);
  return vec4(min(body, 1.0) * fadeAlong(fades.zw, r));
}
#endif
#else
vec4 spriteColor(vec2 uv) { return texture(sprite, uv); }
#endif
