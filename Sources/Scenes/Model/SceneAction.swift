/// What a button does when it fires: `{"alert": "Saved"}` shows an alert with that title;
/// `{"toggleSelected": "follow"}` toggles the selected state of the system button named.
public enum SceneAction: Decodable, Sendable, Equatable {
  /// Shows an alert with this title.
  case alert(String)
  /// Toggles the selected state of the named system button.
  case toggleSelected(String)

  enum CodingKeys: String, CodingKey, CaseIterable {
    case alert, toggleSelected
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard c.allKeys.count == 1, let which = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "an action is {\"alert\": \"title\"} or {\"toggleSelected\": \"button\"}"))
    }
    let value = try c.decode(String.self, forKey: which)
    self = which == .alert ? .alert(value) : .toggleSelected(value)
  }
}
