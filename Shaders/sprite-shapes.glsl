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
// cos(2.5 θ)^6 (the star's five points) and fade(e, r) goes smoothly from 1 at e.y to 0 at e.x.
uniform sampler2D sprite;

#ifdef COMPUTED
// SpriteImage's smooth(): 1 at edge.y, 0 at edge.x, smooth between (either order). An edge
// narrower than `blur` (in radius units) is spread over that width, but not past the sprite's
// edge, as the texture's filtering would spread it, so small sprites do not flicker as they
// move; wider edges stay as they are.
float fade(vec2 edge, float r, float blur) {
  float middle = 0.5 * (edge.x + edge.y);
  float span = 0.5 * max(abs(edge.x - edge.y), blur) * sign(edge.x - edge.y);
  float to = min(middle + span, max(edge.x, 1.0));
  float t = clamp((r - (middle - span)) / (to - (middle - span)), 0.0, 1.0);
  return 1.0 - t * t * (3.0 - 2.0 * t);
}

vec4 spriteColor(vec2 uv) {
  // Two pixels, the width of a mipmapped texture's filter (a pixel of box filter, a pixel of
  // interpolation), in radius units. How far uv moves from one pixel to the next gives it
  // without a shader input: llvmpipe charges for every input of every point. Round points are
  // never turned, so one derivative is the whole of it (and the lengths cost a tenth of a point).
#ifdef ROUND
  float blur = 4.0 * abs(dFdx(uv.x));
#else
  float blur = 4.0 * max(length(dFdx(uv)), length(dFdy(uv)));
#endif
  vec2 p = uv * 2.0 - 1.0;
#ifdef ROUND
  // Round sprites have no spikes, and within their reach the glow is a polynomial in rr
  // (SpriteShape.Profile.roundGlow): a few multiply-adds instead of exp.
  float rr = dot(p, p);
  float r = sqrt(rr);
  float body = ROUND_GLOW(rr) + fade(INNER, r, blur);
#else
  float rr = max(dot(p, p), 1e-12);
  float r = sqrt(rr);
  // cos(2.5 θ)^6 = ((1 + cos 5θ) / 2)^3, cos 5θ from cos θ by the Chebyshev polynomial T5.
  float c = p.x / r;
  float lobe = 0.5 + 0.5 * c * (5.0 + c * c * (16.0 * c * c - 20.0));
  float q = r - SPIKES * lobe * lobe * lobe;
  float body = GLOW.x * exp(-GLOW.y * rr) + fade(INNER, q, blur);
#endif
  // Glow and fade are never negative: only the top needs clamping.
  return vec4(min(body, 1.0) * fade(RIM, r, blur));
}
#else
vec4 spriteColor(vec2 uv) { return texture(sprite, uv); }
#endif
