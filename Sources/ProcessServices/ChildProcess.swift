import Foundation

/// A program started with `posix_spawn(3)`: its standard streams are descriptors the caller
/// gives, every signal has its default disposition and none is blocked in it — whatever this
/// process blocks or ignores (the command line blocks its ending signals in every thread) —
/// and it is killed and reaped if still running when released or when this process dies of
/// a signal (``killAll()``).
package final class ChildProcess {
  /// The program's path.
  package let program: String
  /// Its process id.
  package let pid: pid_t
  /// How it ended, once reaped.
  package private(set) var termination: Termination?

  /// How a child process ended.
  package enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// Whether it exited with status 0.
    package var succeeded: Bool { self == .exited(0) }

    /// "exit status 1", "signal 9".
    package var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signaled(let signal): "signal \(signal)"
      }
    }
  }

  /// Starts `program` with `arguments` (without the program itself) and the given
  /// descriptors as its standard input, output and error, in this process's environment.
  ///
  /// - Throws: ``ChildProcessError`` with the system's reason when it cannot be started (a
  ///   file that is not a program: "Exec format error"; a directory: "Permission denied").
  package init(
    program: String, arguments: [String], standardInput: Int32, standardOutput: Int32,
    standardError: Int32
  ) throws(ChildProcessError) {
    self.program = program
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([program] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    // Registered under the lock, so a signal that arrives now waits for the id to kill it.
    let spawned = Self.running.withLock { pids -> Int32 in
      let result = posix_spawn(&child, program, &actions, &attributes, argv + [nil], environ)
      if result == 0 { pids.insert(child) }
      return result
    }
    guard spawned == 0 else {
      throw ChildProcessError(program: program, reason: String(cString: strerror(spawned)))
    }
    pid = child
  }

  deinit {
    if termination == nil { kill() }
  }

  /// Whether it has ended (reaping it if so), without waiting.
  package var hasEnded: Bool {
    if termination != nil { return true }
    return reap(options: WNOHANG)
  }

  /// Waits until it ends or `deadline` passes; its termination, or nil at the deadline (it
  /// is still running then).
  @discardableResult
  package func wait(until deadline: ContinuousClock.Instant) -> Termination? {
    while termination == nil {
      if reap(options: WNOHANG) { break }
      guard ContinuousClock.now < deadline else { return nil }
      usleep(5_000)
    }
    return termination
  }

  /// Kills it (SIGKILL) and reaps it; nothing when it has already ended.
  package func kill() {
    guard termination == nil else { return }
    _ = Foundation.kill(pid, SIGKILL)
    while termination == nil, reap(options: 0) == false, errno == EINTR {}
  }

  /// Reaps it with `waitpid(2)`; true once it has ended.
  private func reap(options: Int32) -> Bool {
    var status: Int32 = 0
    let result = waitpid(pid, &status, options)
    guard result == pid else {
      if result < 0, errno == ECHILD {
        // Reaped elsewhere: nothing is known of how it ended.
        termination = .signaled(0)
        Self.running.withLock { _ = $0.remove(pid) }
        return true
      }
      return false
    }
    // WIFEXITED/WEXITSTATUS and WTERMSIG, which Swift does not import as functions.
    termination =
      status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    Self.running.withLock { _ = $0.remove(pid) }
    return true
  }

  /// The children not yet reaped.
  private static let running = Locked<Set<pid_t>>([])

  /// Kills every child still running: called when this process dies of a signal, so that no
  /// child goes on writing a file after the files being written are removed.
  package static func killAll() {
    running.withLock { pids in
      for pid in pids {
        _ = Foundation.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      }
      pids.removeAll()
    }
  }
}

/// A child process could not be started.
package struct ChildProcessError: Error, Equatable {
  /// The program's path.
  package let program: String
  /// The system's reason.
  package let reason: String
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
