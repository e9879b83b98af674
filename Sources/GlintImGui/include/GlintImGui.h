// A small C API over Dear ImGui (C++), so Swift reaches ImGui through plain C types. It is the
// inspector's only boundary with ImGui: one context per window, fed with input the preview
// already has, drawn with ImGui's OpenGL 3 backend into the window's current GL context.
#ifndef GLINT_IMGUI_H
#define GLINT_IMGUI_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One ImGui context and its GL objects.
typedef struct GlintImGui GlintImGui;

/// The keys ImGui's text fields and navigation use (the values index ImGui's key map).
enum {
  GlintImGuiKeyTab = 1, GlintImGuiKeyLeft, GlintImGuiKeyRight, GlintImGuiKeyUp, GlintImGuiKeyDown,
  GlintImGuiKeyHome, GlintImGuiKeyEnd, GlintImGuiKeyDelete, GlintImGuiKeyBackspace, GlintImGuiKeyEnter,
  GlintImGuiKeyEscape, GlintImGuiKeySpace,
  /// Letters for the shortcuts (select all, copy, paste, cut, undo and redo in a text field).
  GlintImGuiKeyA, GlintImGuiKeyC, GlintImGuiKeyV, GlintImGuiKeyX, GlintImGuiKeyY, GlintImGuiKeyZ,
  GlintImGuiKeyCount
};

/// What a tree node reported this frame.
typedef struct {
  bool open;
  bool clicked;
} GlintImGuiTreeNode;

/// Makes a context and the GL objects to draw it in the GL context current now (OpenGL 3.3 core
/// or later). On failure returns NULL and writes why into `why` (`capacity` bytes).
GlintImGui *glint_imgui_create(char *why, size_t capacity);
/// Frees the GL objects (the GL context must be current) and the ImGui context.
void glint_imgui_destroy(GlintImGui *gui);

// Input, in points (y down), between frames.
void glint_imgui_mouse_position(GlintImGui *gui, float x, float y);
void glint_imgui_mouse_button(GlintImGui *gui, int button, bool down);
void glint_imgui_mouse_wheel(GlintImGui *gui, float horizontal, float vertical);
void glint_imgui_key(GlintImGui *gui, int key, bool down);
void glint_imgui_modifiers(GlintImGui *gui, bool control, bool shift, bool alt);
void glint_imgui_character(GlintImGui *gui, unsigned int codepoint);
/// Whether ImGui uses the mouse, as of the last frame's start.
bool glint_imgui_wants_mouse(const GlintImGui *gui);
/// Whether a widget (a field typed in, a slider held) holds the keyboard as the last frame left it.
bool glint_imgui_wants_keyboard(const GlintImGui *gui);
/// Whether a popup (a combo's list, a colour picker) is open: it may reach beyond the panel.
bool glint_imgui_popup_open(const GlintImGui *gui);

// One frame: begin, widgets, then end (which draws into the bound framebuffer).
void glint_imgui_begin_frame(GlintImGui *gui, float width, float height, float scale, float seconds);
void glint_imgui_end_frame(GlintImGui *gui);

// Widgets, between begin and end of a frame.
/// A fixed, undecorated window at (x, y) of the given size in points, with a title line.
void glint_imgui_begin_panel(GlintImGui *gui, const char *title, float x, float y, float width, float height);
void glint_imgui_end_panel(GlintImGui *gui);
void glint_imgui_begin_child(GlintImGui *gui, const char *identifier, float height, bool border);
void glint_imgui_end_child(GlintImGui *gui);
void glint_imgui_text(GlintImGui *gui, const char *text);
void glint_imgui_text_colored(GlintImGui *gui, float red, float green, float blue, float alpha, const char *text);
void glint_imgui_text_wrapped(GlintImGui *gui, const char *text);
void glint_imgui_separator(GlintImGui *gui);
void glint_imgui_same_line(GlintImGui *gui, float offset);
bool glint_imgui_collapsing_header(GlintImGui *gui, const char *label, bool open_at_first);
GlintImGuiTreeNode glint_imgui_tree_node(
    GlintImGui *gui, const char *identifier, const char *label, bool leaf, bool selected);
void glint_imgui_tree_pop(GlintImGui *gui);
bool glint_imgui_button(GlintImGui *gui, const char *label);
bool glint_imgui_slider_float(
    GlintImGui *gui, const char *label, float *value, float minimum, float maximum, const char *format,
    bool logarithmic);
/// A field to type a number into (a double, so a number beyond a float's range arrives as typed);
/// selects its text when clicked.
bool glint_imgui_input_double(GlintImGui *gui, const char *label, double *value, const char *format);
bool glint_imgui_color_edit(GlintImGui *gui, const char *label, float *rgba);
bool glint_imgui_combo(GlintImGui *gui, const char *label, int *current, const char *const *items, int count);
bool glint_imgui_checkbox(GlintImGui *gui, const char *label, bool *value);
/// A one-line text field over `buffer` (`capacity` bytes); true when Enter is pressed in it.
bool glint_imgui_input_text(GlintImGui *gui, const char *label, char *buffer, size_t capacity);
/// Whether any widget is being used (held, dragged or typed in) this frame.
bool glint_imgui_any_item_active(GlintImGui *gui);
void glint_imgui_set_next_item_width(GlintImGui *gui, float width);
float glint_imgui_available_width(GlintImGui *gui);
void glint_imgui_push_id(GlintImGui *gui, int identifier);
void glint_imgui_pop_id(GlintImGui *gui);
void glint_imgui_begin_disabled(GlintImGui *gui, bool disabled);
void glint_imgui_end_disabled(GlintImGui *gui);

#ifdef __cplusplus
}
#endif

#endif
