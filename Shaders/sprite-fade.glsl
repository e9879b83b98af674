// A computed sprite's fades (sprite-shapes.glsl): fade(e, r) goes smoothly from 1 at e.y to 0 at
// e.x (either order). An edge narrower than `blur` (in radius units) is spread over that width,
// but not past the sprite's edge, as a texture's filtering would spread it, so small sprites do
// not flicker as they move; wider edges stay as they are.
//
// fadeLine depends on the sprite's size on screen only, so round points get it once a point from
// the vertex shader; fadeAlong is what each pixel pays.

// Where the fade of `edge` starts, and 1 over its length, at `blur`.
vec2 fadeLine(vec2 edge, float blur) {
  float middle = 0.5 * (edge.x + edge.y);
  float span = 0.5 * max(abs(edge.x - edge.y), blur) * sign(edge.x - edge.y);
  float to = min(middle + span, max(edge.x, 1.0));
  return vec2(middle - span, 1.0 / (to - (middle - span)));
}

// The fade at distance r along `line` (from fadeLine): 1, smoothly down to 0.
float fadeAlong(vec2 line, float r) {
  float t = clamp((r - line.x) * line.y, 0.0, 1.0);
  return 1.0 - t * t * (3.0 - 2.0 * t);
}
