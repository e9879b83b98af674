@preconcurrency internal import CEpoxy

/// The GL state a host program would care about, saved before Glint draws and put back after,
/// so Glint can draw in the middle of someone else's frame.
///
/// Saved and restored: the program, the vertex array, the GL_ARRAY_BUFFER binding, the pixel
/// pack and unpack buffers, blending (on or off, and its function), depth test, stencil test,
/// face culling, scissor test, program point size (in a compatibility context also point sprites
/// and point smoothing), the active texture unit and the 2-D texture and sampler bound to unit
/// 0, and the pack and unpack alignment and row length. Left as Glint set them (the host sets
/// them again if it needs others): the viewport, the scissor box, the clear colour, and the
/// framebuffer binding (`Framebuffer.bind()`, `Framebuffer.bindWindow()`).
///
/// One per renderer, reused frame after frame (saving allocates nothing).
final class GLStateGuard {
  private var integers = [GLint](repeating: 0, count: GLStateGuard.integerQueries.count)
  /// The capabilities saved: GL_POINT_SPRITE and GL_POINT_SMOOTH exist in compatibility
  /// contexts only.
  private let capabilities: [Int32]
  private var enabled: [GLboolean]

  init(compatibility: Bool) {
    capabilities = Self.coreCapabilities + (compatibility ? [GL_POINT_SPRITE, GL_POINT_SMOOTH] : [])
    enabled = [GLboolean](repeating: 0, count: capabilities.count)
  }

  /// The integer state saved, with the query that reads it.
  private static let integerQueries: [Int32] = [
    GL_CURRENT_PROGRAM, GL_VERTEX_ARRAY_BINDING, GL_ARRAY_BUFFER_BINDING, GL_PIXEL_PACK_BUFFER_BINDING,
    GL_PIXEL_UNPACK_BUFFER_BINDING, GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA,
    GL_BLEND_DST_ALPHA, GL_ACTIVE_TEXTURE, GL_TEXTURE_BINDING_2D, GL_SAMPLER_BINDING, GL_PACK_ALIGNMENT,
    GL_PACK_ROW_LENGTH, GL_UNPACK_ALIGNMENT, GL_UNPACK_ROW_LENGTH,
  ]
  private static let coreCapabilities: [Int32] = [
    GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_SCISSOR_TEST, GL_PROGRAM_POINT_SIZE,
  ]
  private static let switchedOff: [Int32] = [GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE]
  private static let pixelStore: [Int32] = [
    GL_PACK_ALIGNMENT, GL_PACK_ROW_LENGTH, GL_UNPACK_ALIGNMENT, GL_UNPACK_ROW_LENGTH,
  ]

  /// Saves the state, then sets what Glint's drawing expects: no depth, stencil or culling,
  /// texture unit 0 active, no pixel buffers bound, tightly packed rows.
  func save() {
    for (index, capability) in capabilities.enumerated() {
      enabled[index] = epoxy_glIsEnabled(GLenum(capability))
    }
    // The texture and sampler bindings read are unit 0's: the active unit is read first, then
    // switched.
    for (index, query) in Self.integerQueries.enumerated() {
      if query == GL_TEXTURE_BINDING_2D { epoxy_glActiveTexture(GLenum(GL_TEXTURE0)) }
      epoxy_glGetIntegerv(GLenum(query), &integers[index])
    }
    for capability in Self.switchedOff { epoxy_glDisable(GLenum(capability)) }
    epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    epoxy_glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0)
    epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
    epoxy_glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), 0)
    epoxy_glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
  }

  /// Puts back everything `save()` saved.
  func restore() {
    func value(_ query: Int32) -> GLint { integers[Self.integerQueries.firstIndex(of: query)!] }
    func name(_ query: Int32) -> GLuint { GLuint(bitPattern: value(query)) }
    epoxy_glUseProgram(name(GL_CURRENT_PROGRAM))
    epoxy_glBindVertexArray(name(GL_VERTEX_ARRAY_BINDING))
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), name(GL_ARRAY_BUFFER_BINDING))
    epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name(GL_PIXEL_PACK_BUFFER_BINDING))
    epoxy_glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), name(GL_PIXEL_UNPACK_BUFFER_BINDING))
    epoxy_glBlendFuncSeparate(
      GLenum(value(GL_BLEND_SRC_RGB)), GLenum(value(GL_BLEND_DST_RGB)), GLenum(value(GL_BLEND_SRC_ALPHA)),
      GLenum(value(GL_BLEND_DST_ALPHA)))
    epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
    epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), name(GL_TEXTURE_BINDING_2D))
    epoxy_glBindSampler(0, name(GL_SAMPLER_BINDING))
    epoxy_glActiveTexture(GLenum(value(GL_ACTIVE_TEXTURE)))
    for query in Self.pixelStore {
      epoxy_glPixelStorei(GLenum(query), value(query))
    }
    for (capability, on) in zip(capabilities, enabled) {
      if on != 0 { epoxy_glEnable(GLenum(capability)) } else { epoxy_glDisable(GLenum(capability)) }
    }
  }
}
