import Flipbook
import Foundation
import ProcessServices

/// Removes temporary files when a signal that ends a process arrives (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU), then dies of the signal as
/// the shell expects — without a core dump's backtrace for SIGQUIT, and whatever output was
/// being written. The signals are blocked in every thread and taken by one waiting thread, so
/// the cleanup runs as ordinary code rather than inside a signal handler.
enum SignalCleanup {
  /// The signals that trigger the cleanup.
  static let signals = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU,
  ]

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
      die(of: received)
    }
    waiter.start()
  }

  /// Kills the child processes (ffmpeg), removes the temporary files and ends the process
  /// by `signal`. A write to a closed pipe comes here too: with SIGPIPE blocked it fails
  /// with EPIPE instead of killing the writer.
  static func die(of signal: Int32) -> Never {
    // First, so that no child writes a file after the files are removed.
    ChildProcess.killAll()
    TemporaryFiles.shared.removeAll()
    if signal == SIGQUIT {
      // Dying of SIGQUIT dumps core and prints a backtrace; the shell only needs to know.
      var limit = rlimit(rlim_cur: 0, rlim_max: 0)
      setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    }
    Foundation.signal(signal, SIG_DFL)
    var single = sigset_t()
    sigemptyset(&single)
    sigaddset(&single, signal)
    pthread_sigmask(SIG_UNBLOCK, &single, nil)
    raise(signal)
    _exit(128 + signal)
  }
}
