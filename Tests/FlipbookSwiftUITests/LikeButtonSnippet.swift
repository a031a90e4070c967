// The SwiftUI example of docs/porting.md, compiled unchanged (SwiftUISnippetTests checks
// that the text between the markers is the text in the document, and what it does).

#if canImport(SwiftUI)
  import SwiftUI
#else
  import FlipbookSwiftUI
#endif

// porting.md swiftui begin
struct LikeButton: View {
  @State private var isLiked = false

  var body: some View {
    Button {
      withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
        isLiked.toggle()
      }
    } label: {
      Circle()
        .fill(isLiked ? Color.pink : Color.gray)
        .frame(width: 80, height: 80)
        .accessibilityIdentifier("heart")
        .scaleEffect(isLiked ? 1.5 : 1)
    }
    .accessibilityIdentifier("like")
  }
}
// porting.md swiftui end
