// Dear ImGui from Debian (libimgui-dev), found with pkg-config. Its headers are C++: only the
// C++ shim target GlintImGui includes them; Swift reaches ImGui through that shim's C API.
#ifdef __cplusplus
#include <imgui.h>
#endif
