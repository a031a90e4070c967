/// A decoder that knows where in its file the value being decoded is, so that a type's
/// `init(from:)` can check what Codable cannot and point at the right place.
///
/// `SceneDecoder` hands its types decoders of this kind: `(decoder as? LocatedDecoder)`.
public protocol LocatedDecoder: Decoder {
  /// Where the value being decoded starts.
  var sourceLocation: TextPosition { get }
  /// The JSON path of the value being decoded.
  var jsonPath: JSONPath { get }
}
