@preconcurrency import CEpoxy
import GlintCore
import GlintRender
import Testing

/// A host program's GL state survives Glint's drawing: what the renderer changes it puts back.
@Suite(.serialized)
struct HostStateTests {
  func integer(_ name: Int32) -> GLint {
    var value: GLint = 0
    epoxy_glGetIntegerv(GLenum(name), &value)
    return value
  }

  func isOn(_ capability: Int32) -> Bool { epoxy_glIsEnabled(GLenum(capability)) != 0 }

  @Test func drawingRestoresTheHostsState() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    // The host's own state: objects of its own bound, and settings that would spoil Glint's
    // drawing if Glint did not set its own.
    var array: GLuint = 0
    var buffer: GLuint = 0
    var texture: GLuint = 0
    epoxy_glGenVertexArrays(1, &array)
    epoxy_glBindVertexArray(array)
    epoxy_glGenBuffers(1, &buffer)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
    epoxy_glGenTextures(1, &texture)
    epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
    epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
    epoxy_glActiveTexture(GLenum(GL_TEXTURE3))
    epoxy_glUseProgram(0)
    epoxy_glEnable(GLenum(GL_BLEND))
    epoxy_glBlendFuncSeparate(
      GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ZERO))
    epoxy_glEnable(GLenum(GL_CULL_FACE))
    epoxy_glCullFace(GLenum(GL_FRONT_AND_BACK))
    epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 8)
    epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 2)
    epoxy_glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 7)

    // "ring" is new to this renderer, so the draw also makes (and uploads) a texture.
    target.renderer.draw(
      [sprite(x: 16, y: 16, scale: 0.5)], batches: [DrawBatch(sprite: "ring", additive: true, range: 0..<1)])

    #expect(integer(GL_CURRENT_PROGRAM) == 0)
    #expect(integer(GL_VERTEX_ARRAY_BINDING) == GLint(array))
    #expect(integer(GL_ARRAY_BUFFER_BINDING) == GLint(buffer))
    #expect(integer(GL_ACTIVE_TEXTURE) == GL_TEXTURE3)
    epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
    #expect(integer(GL_TEXTURE_BINDING_2D) == GLint(texture))
    epoxy_glActiveTexture(GLenum(GL_TEXTURE3))
    #expect(isOn(GL_BLEND) && isOn(GL_CULL_FACE) && !isOn(GL_SCISSOR_TEST) && !isOn(GL_PROGRAM_POINT_SIZE))
    #expect(integer(GL_BLEND_SRC_RGB) == GL_SRC_ALPHA && integer(GL_BLEND_DST_RGB) == GL_ONE_MINUS_SRC_ALPHA)
    #expect(integer(GL_BLEND_SRC_ALPHA) == GL_ONE && integer(GL_BLEND_DST_ALPHA) == GL_ZERO)
    #expect(integer(GL_UNPACK_ALIGNMENT) == 8 && integer(GL_PACK_ALIGNMENT) == 2)
    #expect(integer(GL_UNPACK_ROW_LENGTH) == 7)
    #expect(epoxy_glGetError() == GLenum(GL_NO_ERROR))

    // The ring was drawn whole despite the host's culling and its unpack row length, and
    // reading the picture back keeps the host's pack alignment.
    let image = target.read()
    #expect(image.litPixels.count > 60)
    #expect(image.pixel(x: 16, y: 16).r == 0, "the ring's hole")
    #expect(integer(GL_PACK_ALIGNMENT) == 2)
    epoxy_glDeleteTextures(1, &texture)
    epoxy_glDeleteBuffers(1, &buffer)
    epoxy_glDeleteVertexArrays(1, &array)
  }

  /// In a compatibility context a host's point sprites and point smoothing are on again after
  /// Glint draws, and they do not change its picture (its plain points need both off).
  @Test func aCompatibilityHostsPointStateComesBackAndLeavesThePicture() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    #expect(target.renderer.drawsPlainPoints)
    let sparks = [sprite(x: 11.3, y: 16, scale: 0.4), sprite(x: 21, y: 15.6, scale: 0.3)]
    let batches = [DrawBatch(sprite: "spark", additive: true, range: 0..<2)]
    target.begin(background: .clear)
    target.renderer.draw(sparks, batches: batches)
    let alone = target.read()
    #expect(alone.litPixels.count > 40)
    target.begin(background: .clear)
    epoxy_glEnable(GLenum(GL_POINT_SPRITE))
    epoxy_glEnable(GLenum(GL_POINT_SMOOTH))
    target.renderer.draw(sparks, batches: batches)
    #expect(isOn(GL_POINT_SPRITE) && isOn(GL_POINT_SMOOTH))
    epoxy_glDisable(GLenum(GL_POINT_SPRITE))
    epoxy_glDisable(GLenum(GL_POINT_SMOOTH))
    #expect(target.read() == alone)
    #expect(epoxy_glGetError() == GLenum(GL_NO_ERROR))
  }
}
