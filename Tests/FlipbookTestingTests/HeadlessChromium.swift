import Flipbook
import Foundation
import Pixels

/// Chromium without a window, driven through its DevTools protocol on a pair of pipes
/// (`--remote-debugging-pipe`: it reads commands on descriptor 3 and answers on 4, each
/// message JSON ended by a NUL byte): it opens a page, reads it with JavaScript, moves the
/// mouse and presses keys as a person would, and takes screenshots.
final class HeadlessChromium {
  /// A command Chromium refused, or an answer that did not come.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The browser's program: `$CHROMIUM`, else `chromium`, `chromium-browser` or
  /// `google-chrome` on the `PATH`; nil when there is none.
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
      {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  private let process: pid_t
  private let commands: Int32
  private let answers: Int32
  private let profile: String
  private var buffer: [UInt8] = []
  private var nextID = 0
  private var session: String?

  /// Starts the browser with a viewport of `width` × `height` CSS pixels at one device
  /// pixel each, so a screenshot's pixel is a CSS pixel.
  init(width: Int, height: Int) throws {
    guard let executable = Self.executable else { throw Failure(description: "no Chromium") }
    profile = NSTemporaryDirectory() + "flipbook-chromium-" + UUID().uuidString
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
      throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    // Above 10, so that moving them to 3 and 4 in the child never meets itself.
    let childReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10)
    let childWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
    close(toBrowser[0])
    close(fromBrowser[1])
    commands = toBrowser[1]
    answers = fromBrowser[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, childReads, 3)
    posix_spawn_file_actions_adddup2(&actions, childWrites, 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
      "--hide-scrollbars", "--force-device-scale-factor=1", "--force-color-profile=srgb",
      "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    close(childReads)
    close(childWrites)
    guard status == 0 else {
      close(commands)
      close(answers)
      throw Failure(description: "\(executable): \(String(cString: strerror(status)))")
    }
    process = pid
    let target = try send("Target.createTarget", ["url": "about:blank"])
    guard let targetID = target["targetId"] as? String else {
      throw Failure(description: "no target: \(target)")
    }
    let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
    session = attached["sessionId"] as? String
    _ = try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
  }

  deinit {
    close(commands)
    close(answers)
    kill(process, SIGKILL)
    var status: Int32 = 0
    waitpid(process, &status, 0)
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Opens `url` and waits until the page and its images have loaded.
  func open(_ url: URL) throws {
    _ = try send("Page.navigate", ["url": url.absoluteString])
    try settle()
  }

  /// Waits until the page has loaded, every image (a frame the scrubber just switched to,
  /// say) has been decoded, and two frames have been drawn since.
  func settle() throws {
    for _ in 0..<600 {
      let ready = try evaluate(
        "document.readyState === 'complete' && Array.from(document.images).every("
          + "function (i) { return i.hidden || !i.getAttribute('src') || "
          + "(i.complete && i.naturalWidth > 0); })")
      if ready as? Bool == true {
        _ = try evaluate(
          "new Promise(function (done) { requestAnimationFrame(function () { "
            + "requestAnimationFrame(function () { done(true); }); }); })")
        return
      }
      usleep(50_000)
    }
    throw Failure(description: "the page did not finish loading its images in 30 s")
  }

  /// The value of a JavaScript expression in the page.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "\(expression): \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Scrolls the first element `selector` finds to the top of the view.
  func scroll(to selector: String) throws {
    _ = try evaluate(
      "document.querySelector(\(Self.quoted(selector))).scrollIntoView({block: 'start'})")
  }

  /// The box of the first element `selector` finds, in viewport pixels.
  func box(of selector: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
    let value = try evaluate(
      "(function () { var e = document.querySelector(\(Self.quoted(selector))); "
        + "if (!e) return null; var r = e.getBoundingClientRect(); "
        + "return [r.x, r.y, r.width, r.height]; })()")
    guard let numbers = value as? [Double], numbers.count == 4 else {
      throw Failure(description: "no element \(selector)")
    }
    return (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// `text` as a JavaScript string literal.
  static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  /// Presses the left button at `from`, moves to `to` in steps, and releases it there.
  func drag(from: (x: Double, y: Double), to: (x: Double, y: Double)) throws {
    try mouse("mousePressed", from, buttons: 1)
    for step in 1...8 {
      let f = Double(step) / 8
      try mouse(
        "mouseMoved", (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f), buttons: 1)
    }
    try mouse("mouseReleased", to, buttons: 0)
  }

  /// Presses and releases a key (`ArrowRight`, say) on the focused element.
  func press(_ key: String, code: Int) throws {
    for type in ["keyDown", "keyUp"] {
      _ = try send(
        "Input.dispatchKeyEvent",
        ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
    }
  }

  /// The viewport as it is drawn now.
  func screenshot() throws -> Image {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "no screenshot")
    }
    return try Image(pngData: Array(data), name: "screenshot")
  }

  private func mouse(_ type: String, _ point: (x: Double, y: Double), buttons: Int) throws {
    _ = try send(
      "Input.dispatchMouseEvent",
      [
        "type": type, "x": point.x, "y": point.y, "button": "left", "buttons": buttons,
        "clickCount": 1,
      ])
  }

  /// Sends a command (to the page once attached) and waits up to 30 s for its answer,
  /// setting aside the events that come before it.
  private func send(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    var bytes = Array(try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure(description: "\(method): the browser closed its pipe") }
      offset += n
    }
    while true {
      let reply = try readMessage(for: method)
      guard reply["id"] as? Int == nextID else { continue }
      if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  /// The next message from the browser.
  private func readMessage(for method: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        if let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] {
          return message
        }
        continue
      }
      var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 30_000) > 0 else {
        throw Failure(description: "\(method): no answer from the browser in 30 s")
      }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let n = read(answers, &chunk, chunk.count)
      guard n > 0 else { throw Failure(description: "\(method): the browser exited") }
      buffer += chunk[..<n]
    }
  }
}
