import Flipbook
import Foundation

/// Removes temporary files when SIGINT, SIGTERM or SIGHUP arrive, then dies of the signal
/// as the shell expects. The signals are blocked in every thread and taken by one waiting
/// thread, so the cleanup runs as ordinary code rather than inside a signal handler.
enum SignalCleanup {
  /// The signals that trigger the cleanup.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Blocks the signals and starts the waiting thread; call before any other thread starts.
  static func install() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let blocked = set
    let waiter = Thread {
      var waited = blocked
      var received: Int32 = 0
      guard sigwait(&waited, &received) == 0 else { return }
      TemporaryFiles.shared.removeAll()
      signal(received, SIG_DFL)
      var single = sigset_t()
      sigemptyset(&single)
      sigaddset(&single, received)
      pthread_sigmask(SIG_UNBLOCK, &single, nil)
      raise(received)
    }
    waiter.start()
  }
}
