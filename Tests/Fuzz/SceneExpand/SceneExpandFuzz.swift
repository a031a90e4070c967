import Foundation
import Interaction
import Layers
import Scenes

/// libFuzzer entry point for big scenes from small inputs: each input is a recipe — pairs of
/// bytes choosing a kind of element and how many times to repeat it (up to tens of
/// thousands) — expanded into a scene file, which is decoded, built and run to its end with
/// its tree presented a few times. What the byte-level target cannot reach (thousands of
/// layers, animations, keyframe values, `after` chains, touches, characters) this one does; a
/// hang past libFuzzer's -timeout or an allocation past -malloc_limit_mb is a finding, as is
/// an error that is not one line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneExpandFuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  let json = SceneRecipe(bytes).json
  do {
    let file = try SceneFile(bytes: Array(json.utf8), path: "expand.json")
    let scene = try file.makeScene()
    let duration = file.contents.duration
    for step in 1...4 {
      let t = duration * Double(step) / 4
      scene.timeline.advance(to: t)
      _ = scene.rootLayer.presentation(at: t)
    }
  } catch let error as SceneError {
    let line = error.errorDescription ?? ""
    precondition(line.hasPrefix("expand.json"), line)
    precondition(!line.contains("\n") && !line.contains("\r"), line)
  } catch {
    preconditionFailure("not a scene error: \(error)")
  }
  return 0
}

/// A scene file written from a recipe of (kind, count) byte pairs.
struct SceneRecipe {
  var layers: [String] = []
  var touches: [String] = []
  var duration = 1.0

  init(_ bytes: [UInt8]) {
    var animations: [String] = []
    var index = 0
    while index + 1 < bytes.count {
      let kind = bytes[index] % 10
      // 1…65 536, skewed small: most recipes stay quick, some reach the limits.
      let raw = Int(bytes[index + 1])
      let count = raw < 200 ? raw + 1 : 1 << min(16, raw - 184)
      index += 2
      switch kind {
      case 0:
        layers += Array(
          repeating: #"{"frame": [0, 0, 40, 40], "backgroundColor": "red"}"#, count: count)
      case 1:
        let nested =
          String(repeating: #"{"frame": [1, 1, 30, 30], "sublayers": ["#, count: min(count, 100))
          + String(repeating: "]}", count: min(count, 100))
        layers.append(nested)
      case 2:
        animations += (0..<count).map {
          #"{"type": "basic", "key": "k\#($0)", "keyPath": "opacity", "to": 0.5, "duration": 0.01"#
            + ($0 > 0 ? #", "start": {"after": "k\#($0 - 1)"}}"# : "}")
        }
      case 3:
        let values = (0..<count).map { "[\($0 % 97), \($0 % 89)]" }.joined(separator: ",")
        let mode = ["linear", "paced", "cubic", "cubicPaced", "discrete"][count % 5]
        animations.append(
          #"{"type": "keyframe", "keyPath": "position", "calculationMode": "\#(mode)", "values": [\#(values)], "duration": 1}"#
        )
      case 4:
        animations += Array(
          repeating:
            #"{"type": "viewAnimation", "duration": 0.3, "dampingRatio": 0.5, "changes": {"center": [50, 60], "alpha": 0.5}}"#,
          count: count)
      case 5:
        let text = String(repeating: "W", count: count)
        layers.append(
          #"{"frame": [0, 0, 100, 40], "text": {"string": "\#(text)", "fontSize": \#(1 + count % 999)}}"#
        )
      case 6:
        touches += (0..<count).map {
          #"{"tap": [\#($0 % 200), 50], "at": \#(Double($0 % 100) / 100)}"#
        }
      case 7:
        animations += Array(
          repeating:
            #"{"type": "group", "duration": 0.5, "animations": [{"type": "spring", "keyPath": "transform.scale", "from": 0.5, "to": 1}]}"#,
          count: count)
      case 8:
        duration = Double(count % 3600) + 0.5
      default:
        let points = (0..<count).map { "[\($0 % 200), \($0 % 150)]" }.joined(separator: ",")
        touches.append(#"{"drag": [\#(points)], "at": 0.1, "speed": 2000}"#)
      }
    }
    if !animations.isEmpty {
      layers.append(
        #"{"name": "animated", "frame": [10, 10, 50, 50], "animations": [\#(animations.joined(separator: ","))]}"#
      )
    }
  }

  var json: String {
    #"{"format": 1, "size": [200, 150], "duration": \#(duration), "layers": [\#(layers.joined(separator: ","))], "touches": [\#(touches.joined(separator: ","))]}"#
  }
}
