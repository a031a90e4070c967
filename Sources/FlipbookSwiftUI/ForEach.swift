import Foundation

/// One view per element of a collection, each identified by its element's identifier, as
/// SwiftUI's `ForEach`: a view keeps its state while its element stays in the collection,
/// wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  /// The elements.
  public var data: Data
  /// The view of an element.
  public var content: (Data.Element) -> Content
  private let id: (Data.Element) -> ID

  /// A view per element of `data`, identified by the element's property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  func resolve(in context: ResolveContext) -> [Node] {
    data.flatMap { element in
      resolveView(content(element), in: context.child("#" + String(reflecting: id(element))))
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
