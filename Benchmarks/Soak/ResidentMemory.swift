import Foundation

/// The process's resident memory in bytes, from /proc/self/statm (its second field, in pages),
/// read with open(2) and read(2): nothing the measurement itself allocates stays behind.
func residentBytes() -> Int? {
  let file = open("/proc/self/statm", O_RDONLY)
  guard file >= 0 else { return nil }
  defer { close(file) }
  var buffer = [UInt8](repeating: 0, count: 256)
  let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
  guard count > 0 else { return nil }
  let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
  guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
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
