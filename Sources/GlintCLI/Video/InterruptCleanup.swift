import Foundation

/// Removes a clip's partial file when SIGINT or SIGTERM ends glint while ffmpeg writes it
/// (Ctrl+C during `render --video`, a `kill` during V in the preview): the handler stops ffmpeg,
/// waits for it so it writes no more, unlinks the files and then dies of the signal as it would
/// have. A signal glint was started ignoring stays ignored.
///
/// Only async-signal-safe calls run in the handler, on C strings made before it is armed.
enum InterruptCleanup {
  static let signals = [SIGINT, SIGTERM]

  nonisolated(unsafe) private static var child: pid_t = 0
  nonisolated(unsafe) private static var partial: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var placeholder: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

  /// From now until `disarm`, a SIGINT or SIGTERM kills `child` and removes `partial` (and
  /// `placeholder`, an empty file that held the clip's name) before glint ends.
  static func arm(child: pid_t, partial: String, placeholder: String?) {
    disarm()
    self.partial = strdup(partial)
    self.placeholder = placeholder.map { strdup($0) }
    self.child = child
    for signal in signals {
      var old = sigaction()
      sigaction(signal, nil, &old)
      guard !isIgnored(old) else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handle
      sigemptyset(&action.sa_mask)
      for other in signals { sigaddset(&action.sa_mask, other) }
      sigaction(signal, &action, nil)
      previous[signal] = old
    }
  }

  /// The clip's name is now the finished clip's: an interruption must leave it.
  static func keepPlaceholder() {
    let name = placeholder
    placeholder = nil
    free(name)
  }

  /// Whether `action` ignores its signal (SIG_IGN, the handler 1).
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }

  /// Puts the signals' actions back as they were and forgets the files.
  static func disarm() {
    for (signal, action) in previous {
      var old = action
      sigaction(signal, &old, nil)
    }
    previous = [:]
    child = 0
    let names = (partial, placeholder)
    (partial, placeholder) = (nil, nil)
    free(names.0)
    free(names.1)
  }

  private static let handle: @convention(c) (Int32) -> Void = { signal in
    // The signal raised again stays blocked until the handler returns to the interrupted code,
    // which must find errno as it left it.
    let interrupted = errno
    defer { errno = interrupted }
    if InterruptCleanup.child > 0 {
      kill(InterruptCleanup.child, SIGKILL)
      waitpid(InterruptCleanup.child, nil, 0)
    }
    if let path = InterruptCleanup.partial { unlink(path) }
    if let path = InterruptCleanup.placeholder { unlink(path) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }
}
