import Foundation

/// The process's resident memory in bytes, from /proc/self/statm (its second field, in pages).
func residentBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes as megabytes with one decimal: "48.3 MB".
func megabytes(_ bytes: Int) -> String {
  String(format: "%.1f MB", Double(bytes) / 1_048_576)
}

/// glibc's malloc_trim(3), which Swift's Glibc module does not import: hands the free memory
/// malloc keeps back to the system.
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32
