import Flipbook
import Foundation
import PopAndFlip

// Writes pop-and-flip.gif and the frame at 0.7 s (the inbox turning away) as flip.png into the
// folder given (default: the current one).
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
  let recording = try PopAndFlip.recording()
  try recording.writeGIF(to: folder + "/pop-and-flip.gif")
  try recording.writePNG(at: 0.7, to: folder + "/flip.png")
  print("wrote \(folder)/pop-and-flip.gif and \(folder)/flip.png")
} catch {
  FileHandle.standardError.write(Data("pop-and-flip: \(error.localizedDescription)\n".utf8))
  exit(1)
}
