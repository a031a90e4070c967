import ProcessServices

/// One snapshot assertion or one render on a report page: what was checked, how it ended,
/// and the images, frames and timeline a reader compares.
package struct ReportEntry: Codable, Sendable, Equatable {
  /// How an entry ended, in the order the page lists them: failures first.
  package enum Status: String, Codable, Sendable, CaseIterable, Comparable {
    /// The new value does not match the reference, or there was no reference to compare.
    case failed
    /// The new value was written as the reference.
    case recorded
    /// A render of the command line, with nothing to compare.
    case rendered
    /// The new value matches the reference.
    case passed

    /// Whether `lhs` is listed before `rhs`.
    package static func < (lhs: Status, rhs: Status) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The entry's name in the folder: letters, digits, `-` and `_` only.
  package var id: String
  /// What a reader looks for: the test's name, or the scene's.
  package var title: String
  /// Where it comes from: the test function and its file and line, or the scene file.
  package var location: String?
  /// The strategy as written in the test (`.frames(at: [0, 0.5])`), or the render's command.
  package var strategy: String
  /// How it ended.
  package var status: Status
  /// What the failure said, or a note on the outcome.
  package var message: String?
  /// The images compared, one per frame: a single image has one, without a time.
  package var frames: [ReportFrame]
  /// The unit of the frames' delays ("cs", "ms"), when they have delays.
  package var delayUnit: String?
  /// The animation files themselves (the reference GIF and the new one, say).
  package var animations: [ReportAnimation]
  /// A contact sheet of the frames, for a render.
  package var contactSheet: ReportImage?
  /// The event timeline, with the lines only the reference or only the new value has marked.
  package var timeline: [ReportTimelineLine]

  /// An entry; the lists default to empty.
  package init(
    id: String, title: String, location: String? = nil, strategy: String, status: Status,
    message: String? = nil, frames: [ReportFrame] = [], delayUnit: String? = nil,
    animations: [ReportAnimation] = [], contactSheet: ReportImage? = nil,
    timeline: [ReportTimelineLine] = []
  ) {
    self.id = ReportEntry.identifier(id)
    self.title = title
    self.location = location
    self.strategy = strategy
    self.status = status
    self.message = message
    self.frames = frames
    self.delayUnit = delayUnit
    self.animations = animations
    self.contactSheet = contactSheet
    self.timeline = timeline
  }

  /// The largest width or height an entry's image may say it has, in pixels (our choice:
  /// far above the 16 384 a frame can have, and small enough that the page's arithmetic on
  /// it cannot overflow).
  package static let maxImageSide = 1 << 20

  /// Why this entry, read from the file `name`.json, cannot be shown, or nil when it can: its
  /// id must be `name` and hold only what ``identifier(_:)`` keeps, each file it refers to
  /// must be a plain name within its folder (``isFileName(_:)``), and each image's size
  /// within 0...``maxImageSide``. Its texts are escaped wherever the page shows them.
  package func problem(named name: String) -> String? {
    guard id == Self.identifier(id) else {
      return "its id \(Self.quoted(id)) holds characters an id may not"
    }
    guard id == name else { return "its id \(Self.quoted(id)) is not its file's name" }
    let images =
      frames.flatMap { [$0.reference, $0.new, $0.difference].compactMap { $0 } }
      + (contactSheet.map { [$0] } ?? [])
    for file in images.map(\.file) + animations.map(\.file) where !Self.isFileName(file) {
      return "the file name \(Self.quoted(file)) is not a plain name within its folder"
    }
    for image in images
    where !(0...Self.maxImageSide).contains(image.width)
      || !(0...Self.maxImageSide).contains(image.height)
    {
      return "the image \(Self.quoted(image.file)) says it is \(image.width) × \(image.height) px"
    }
    return nil
  }

  /// `text` in single quotes for a message, at most 64 characters of it (then `…`), its
  /// control characters escaped.
  private static func quoted(_ text: String) -> String {
    let shown = text.count > 64 ? text.prefix(64) + "…" : Substring(text)
    return "'" + String(shown).escapingControlCharacters() + "'"
  }

  /// Whether `name` can be a file in an entry's folder: 1 to 255 letters, digits, `.`, `-`
  /// and `_`, not starting with `.`.
  package static func isFileName(_ name: String) -> Bool {
    (1...255).contains(name.utf8.count) && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy {
        switch $0 {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
      }
  }

  /// `text` in the characters an entry's id may hold (others become `_`), at most 80 long.
  package static func identifier(_ text: String) -> String {
    let safe = text.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
      default: "_"
      }
    }
    let id = String(safe.prefix(80))
    return id.isEmpty ? "entry" : id
  }
}

/// An image file of an entry, named within the entry's folder, with its size in pixels.
package struct ReportImage: Codable, Sendable, Equatable {
  /// The file's name in the entry's folder.
  package var file: String
  /// Its width in pixels.
  package var width: Int
  /// Its height in pixels.
  package var height: Int

  /// An image file of the given size.
  package init(file: String, width: Int, height: Int) {
    self.file = file
    self.width = width
    self.height = height
  }
}

/// One frame as the reference and the new value show it, and how they differ.
package struct ReportFrame: Codable, Sendable, Equatable {
  /// When the frame shows, in seconds; nil for a single image.
  package var time: Double?
  /// The reference's frame; nil when there is no reference (recorded, rendered) or the
  /// reference has fewer frames.
  package var reference: ReportImage?
  /// The new frame; nil when the new value has fewer frames.
  package var new: ReportImage?
  /// The difference: the new frame faded to grey, differing pixels red.
  package var difference: ReportImage?
  /// How long the reference shows it, in the entry's delay unit.
  package var referenceDelay: Int?
  /// How long the new value shows it.
  package var newDelay: Int?
  /// The pixels beyond the tolerance; nil when not compared.
  package var differingPixels: Int?
  /// Whether this frame fails the comparison: its pixels or its delay differ, or it is
  /// missing on one side.
  package var differs: Bool

  /// A frame; everything but whether it differs is optional.
  package init(
    time: Double? = nil, reference: ReportImage? = nil, new: ReportImage? = nil,
    difference: ReportImage? = nil, referenceDelay: Int? = nil, newDelay: Int? = nil,
    differingPixels: Int? = nil, differs: Bool = false
  ) {
    self.time = time
    self.reference = reference
    self.new = new
    self.difference = difference
    self.referenceDelay = referenceDelay
    self.newDelay = newDelay
    self.differingPixels = differingPixels
    self.differs = differs
  }
}

/// An animation file of an entry, shown as the browser plays it.
package struct ReportAnimation: Codable, Sendable, Equatable {
  /// What it is: "reference", "new", "render".
  package var label: String
  /// The file's name in the entry's folder; its extension says how to show it.
  package var file: String

  /// An animation file with its label.
  package init(label: String, file: String) {
    self.label = label
    self.file = file
  }
}

/// A line of the event timeline, and whether only one side has it.
package struct ReportTimelineLine: Codable, Sendable, Equatable {
  /// Which sides have the line.
  package enum Change: String, Codable, Sendable {
    /// Both.
    case same
    /// Only the reference.
    case removed
    /// Only the new value.
    case added
  }

  /// Which sides have it.
  package var change: Change
  /// The line, as `TimelineEvent` writes it: the time in seconds first.
  package var text: String

  /// A line of the timeline.
  package init(_ change: Change, _ text: String) {
    self.change = change
    self.text = text
  }

  /// The timeline of `reference` against `new`, line by line: the common lines once, each
  /// removed line before the inserted ones at its place.
  package static func difference(reference: [String], new: [String]) -> [ReportTimelineLine] {
    let changes = new.difference(from: reference)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [ReportTimelineLine] = []
    var r = 0
    var n = 0
    while r < reference.count || n < new.count {
      if r < reference.count, removed.contains(r) {
        lines.append(ReportTimelineLine(.removed, reference[r]))
        r += 1
      } else if n < new.count, inserted.contains(n) {
        lines.append(ReportTimelineLine(.added, new[n]))
        n += 1
      } else if r < reference.count, n < new.count {
        lines.append(ReportTimelineLine(.same, new[n]))
        r += 1
        n += 1
      } else {
        break
      }
    }
    return lines
  }
}
