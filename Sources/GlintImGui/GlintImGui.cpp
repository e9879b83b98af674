// The C API of GlintImGui.h over Dear ImGui 1.86 and its OpenGL 3 backend.
#include "GlintImGui.h"

// ImGui's headers clear their own structures with memset, which newer compilers warn about.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <imgui_internal.h>
#pragma clang diagnostic pop

#include <cstdio>

struct GlintImGui {
  ImGuiContext *context;
  /// Whether a widget holds the keyboard as the last frame left it (ImGui's own
  /// WantCaptureKeyboard is only brought up to date at the next frame's start).
  bool keyboard;
};

namespace {

/// Makes `gui`'s context the one ImGui's free functions act on, and returns its IO.
ImGuiIO &use(const GlintImGui *gui) {
  ImGui::SetCurrentContext(gui->context);
  return ImGui::GetIO();
}

void copy(const char *text, char *into, size_t capacity) {
  if (into != nullptr && capacity > 0) std::snprintf(into, capacity, "%s", text);
}

void mapKeys(ImGuiIO &io) {
  const int keys[][2] = {
      {ImGuiKey_Tab, GlintImGuiKeyTab},         {ImGuiKey_LeftArrow, GlintImGuiKeyLeft},
      {ImGuiKey_RightArrow, GlintImGuiKeyRight}, {ImGuiKey_UpArrow, GlintImGuiKeyUp},
      {ImGuiKey_DownArrow, GlintImGuiKeyDown},   {ImGuiKey_Home, GlintImGuiKeyHome},
      {ImGuiKey_End, GlintImGuiKeyEnd},          {ImGuiKey_Delete, GlintImGuiKeyDelete},
      {ImGuiKey_Backspace, GlintImGuiKeyBackspace}, {ImGuiKey_Enter, GlintImGuiKeyEnter},
      {ImGuiKey_KeyPadEnter, GlintImGuiKeyEnter}, {ImGuiKey_Escape, GlintImGuiKeyEscape},
      {ImGuiKey_Space, GlintImGuiKeySpace},      {ImGuiKey_A, GlintImGuiKeyA},
      {ImGuiKey_C, GlintImGuiKeyC},              {ImGuiKey_V, GlintImGuiKeyV},
      {ImGuiKey_X, GlintImGuiKeyX},              {ImGuiKey_Y, GlintImGuiKeyY},
      {ImGuiKey_Z, GlintImGuiKeyZ},
  };
  for (const auto &key : keys) io.KeyMap[key[0]] = key[1];
}

}  // namespace

extern "C" {

GlintImGui *glint_imgui_create(char *why, size_t capacity) {
  if (!IMGUI_CHECKVERSION()) {
    copy("the ImGui library does not match its headers", why, capacity);
    return nullptr;
  }
  ImGuiContext *previous = ImGui::GetCurrentContext();
  ImGuiContext *context = ImGui::CreateContext();
  ImGui::SetCurrentContext(context);
  ImGuiIO &io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini in the user's folder
  io.LogFilename = nullptr;
  mapKeys(io);
  ImGui::StyleColorsDark();
  ImGui::GetStyle().Colors[ImGuiCol_WindowBg].w = 1;  // opaque: the panel sits beside the panes
  if (!ImGui_ImplOpenGL3_Init("#version 330 core") || !ImGui_ImplOpenGL3_CreateDeviceObjects()) {
    copy("ImGui's OpenGL 3 backend could not start (no OpenGL 3.3 loader or shaders)", why, capacity);
    ImGui::DestroyContext(context);
    ImGui::SetCurrentContext(previous);
    return nullptr;
  }
  return new GlintImGui{context, false};
}

void glint_imgui_destroy(GlintImGui *gui) {
  if (gui == nullptr) return;
  use(gui);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext(gui->context);
  delete gui;
}

void glint_imgui_mouse_position(GlintImGui *gui, float x, float y) { use(gui).MousePos = ImVec2(x, y); }

void glint_imgui_mouse_button(GlintImGui *gui, int button, bool down) {
  if (button >= 0 && button < 5) use(gui).MouseDown[button] = down;
}

void glint_imgui_mouse_wheel(GlintImGui *gui, float horizontal, float vertical) {
  ImGuiIO &io = use(gui);
  io.MouseWheelH += horizontal;
  io.MouseWheel += vertical;
}

void glint_imgui_key(GlintImGui *gui, int key, bool down) {
  if (key > 0 && key < GlintImGuiKeyCount) use(gui).KeysDown[key] = down;
}

void glint_imgui_modifiers(GlintImGui *gui, bool control, bool shift, bool alt) {
  ImGuiIO &io = use(gui);
  io.KeyCtrl = control;
  io.KeyShift = shift;
  io.KeyAlt = alt;
}

void glint_imgui_character(GlintImGui *gui, unsigned int codepoint) { use(gui).AddInputCharacter(codepoint); }

bool glint_imgui_wants_mouse(const GlintImGui *gui) { return use(gui).WantCaptureMouse; }

bool glint_imgui_wants_keyboard(const GlintImGui *gui) { return gui->keyboard; }

bool glint_imgui_popup_open(const GlintImGui *gui) {
  use(gui);
  return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}

void glint_imgui_begin_frame(GlintImGui *gui, float width, float height, float scale, float seconds) {
  ImGuiIO &io = use(gui);
  io.DisplaySize = ImVec2(width, height);
  io.DisplayFramebufferScale = ImVec2(scale, scale);
  io.DeltaTime = seconds > 0 ? seconds : 1.0f / 60;
  ImGui_ImplOpenGL3_NewFrame();
  ImGui::NewFrame();
}

void glint_imgui_end_frame(GlintImGui *gui) {
  use(gui);
  ImGui::Render();
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  gui->keyboard = gui->context->ActiveId != 0;
}

void glint_imgui_begin_panel(GlintImGui *gui, const char *title, float x, float y, float width, float height) {
  use(gui);
  ImGui::SetNextWindowPos(ImVec2(x, y));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::Begin(title, nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
}

void glint_imgui_end_panel(GlintImGui *gui) {
  use(gui);
  ImGui::End();
}

void glint_imgui_begin_child(GlintImGui *gui, const char *identifier, float height, bool border) {
  use(gui);
  ImGui::BeginChild(identifier, ImVec2(0, height), border);
}

void glint_imgui_end_child(GlintImGui *gui) {
  use(gui);
  ImGui::EndChild();
}

void glint_imgui_text(GlintImGui *gui, const char *text) {
  use(gui);
  ImGui::TextUnformatted(text);
}

void glint_imgui_text_colored(GlintImGui *gui, float red, float green, float blue, float alpha, const char *text) {
  use(gui);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(red, green, blue, alpha));
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

void glint_imgui_text_wrapped(GlintImGui *gui, const char *text) {
  use(gui);
  ImGui::TextWrapped("%s", text);
}

void glint_imgui_separator(GlintImGui *gui) {
  use(gui);
  ImGui::Separator();
}

void glint_imgui_same_line(GlintImGui *gui, float offset) {
  use(gui);
  ImGui::SameLine(offset);
}

bool glint_imgui_collapsing_header(GlintImGui *gui, const char *label, bool open_at_first) {
  use(gui);
  return ImGui::CollapsingHeader(label, open_at_first ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}

GlintImGuiTreeNode glint_imgui_tree_node(
    GlintImGui *gui, const char *identifier, const char *label, bool leaf, bool selected) {
  use(gui);
  ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | ImGuiTreeNodeFlags_DefaultOpen |
                             ImGuiTreeNodeFlags_SpanAvailWidth;
  if (leaf) flags |= ImGuiTreeNodeFlags_Leaf;
  if (selected) flags |= ImGuiTreeNodeFlags_Selected;
  GlintImGuiTreeNode node;
  node.open = ImGui::TreeNodeEx(identifier, flags, "%s", label);
  node.clicked = ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen();
  return node;
}

void glint_imgui_tree_pop(GlintImGui *gui) {
  use(gui);
  ImGui::TreePop();
}

bool glint_imgui_button(GlintImGui *gui, const char *label) {
  use(gui);
  return ImGui::Button(label);
}

bool glint_imgui_slider_float(
    GlintImGui *gui, const char *label, float *value, float minimum, float maximum, const char *format,
    bool logarithmic) {
  use(gui);
  return ImGui::SliderFloat(label, value, minimum, maximum, format,
                            logarithmic ? ImGuiSliderFlags_Logarithmic : ImGuiSliderFlags_None);
}

bool glint_imgui_input_double(GlintImGui *gui, const char *label, double *value, const char *format) {
  use(gui);
  return ImGui::InputDouble(label, value, 0, 0, format, ImGuiInputTextFlags_AutoSelectAll);
}

bool glint_imgui_color_edit(GlintImGui *gui, const char *label, float *rgba) {
  use(gui);
  return ImGui::ColorEdit4(label, rgba, ImGuiColorEditFlags_AlphaBar | ImGuiColorEditFlags_AlphaPreviewHalf);
}

bool glint_imgui_combo(GlintImGui *gui, const char *label, int *current, const char *const *items, int count) {
  use(gui);
  return ImGui::Combo(label, current, items, count);
}

bool glint_imgui_checkbox(GlintImGui *gui, const char *label, bool *value) {
  use(gui);
  return ImGui::Checkbox(label, value);
}

bool glint_imgui_input_text(GlintImGui *gui, const char *label, char *buffer, size_t capacity) {
  use(gui);
  return ImGui::InputText(label, buffer, capacity, ImGuiInputTextFlags_EnterReturnsTrue);
}

bool glint_imgui_any_item_active(GlintImGui *gui) {
  use(gui);
  return ImGui::IsAnyItemActive();
}

void glint_imgui_set_next_item_width(GlintImGui *gui, float width) {
  use(gui);
  ImGui::SetNextItemWidth(width);
}

float glint_imgui_available_width(GlintImGui *gui) {
  use(gui);
  return ImGui::GetContentRegionAvail().x;
}

void glint_imgui_push_id(GlintImGui *gui, int identifier) {
  use(gui);
  ImGui::PushID(identifier);
}

void glint_imgui_pop_id(GlintImGui *gui) {
  use(gui);
  ImGui::PopID();
}

void glint_imgui_begin_disabled(GlintImGui *gui, bool disabled) {
  use(gui);
  ImGui::BeginDisabled(disabled);
}

void glint_imgui_end_disabled(GlintImGui *gui) {
  use(gui);
  ImGui::EndDisabled();
}

}  // extern "C"
