import Flipbook
import Foundation

/// Checks where a command will write before any work starts: never over one of its inputs
/// (the same file by device and inode, whatever its name), never into a pipe, socket or
/// device that could block or swallow the file, and never a frames folder at the output.
enum Destination {
  /// Throws unless `output` is a new path, a regular file that is none of `inputs`, or a
  /// character device such as /dev/null. An input may be written NAME=PATH, as `--image`
  /// takes it: both the whole and PATH are checked.
  static func checkFile(_ output: String, flag: String = "-o", inputs: [String]) throws {
    guard let target = identity(of: output) else { return }
    switch target.type {
    case S_IFREG, S_IFCHR:
      break
    case S_IFDIR:
      throw FlipbookError.invalidSetting("\(flag) \(output): is a directory")
    default:
      throw FlipbookError.invalidSetting(
        "\(flag) \(output): is a \(describe(target.type)), not a regular file")
    }
    guard target.type == S_IFREG else { return }
    let paths = inputs.flatMap {
      [$0] + $0.split(separator: "=", maxSplits: 1).dropFirst().map(String.init)
    }
    for input in paths
    where identity(of: input).map({ $0.device == target.device && $0.inode == target.inode })
      == true
    {
      throw FlipbookError.invalidSetting(
        "\(flag) \(output): is the input \(input); writing it would destroy it")
    }
  }

  /// The GIF of `render` and its `--frames-dir`: neither an input, nor one the other.
  static func checkOutputs(gif: String, framesDirectory: String?, inputs: [String]) throws {
    try checkFile(gif, inputs: inputs)
    if let framesDirectory {
      try checkDirectory(framesDirectory, flag: "--frames-dir", others: [gif])
    }
  }

  /// Throws unless `directory` can hold output files: new, or a directory that is none of
  /// `others` (the other outputs).
  static func checkDirectory(_ directory: String, flag: String, others: [String]) throws {
    let resolved = absolute(directory)
    for other in others where absolute(other) == resolved {
      throw FlipbookError.invalidSetting("\(flag) \(directory): is also the output \(other)")
    }
    guard let target = identity(of: directory) else { return }
    guard target.type == S_IFDIR else {
      throw FlipbookError.invalidSetting("\(flag) \(directory): exists and is not a directory")
    }
    for other in others {
      if let id = identity(of: other), id.device == target.device, id.inode == target.inode {
        throw FlipbookError.invalidSetting("\(flag) \(directory): is also the output \(other)")
      }
    }
  }

  private static func identity(of path: String) -> (device: UInt64, inode: UInt64, type: mode_t)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino), info.st_mode & S_IFMT)
  }

  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  private static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "named pipe (FIFO)"
    case S_IFSOCK: "socket"
    case S_IFBLK: "block device"
    default: "special file"
    }
  }
}
