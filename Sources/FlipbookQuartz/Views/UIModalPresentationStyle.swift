/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle` (with its
/// raw values).
///
/// Every style is drawn as `.fullScreen` here: the presented view fills the window. The
/// styles differ in what the presenter hears: with `.fullScreen` (and `.currentContext`) its
/// view goes, so it hears `viewWillDisappear`/`viewDidDisappear`, as Apple documents ("The
/// views belonging to the presenting view controller are removed after the presentation
/// completes"); with the others it stays and hears nothing. A style drawn other than iOS
/// draws it (a sheet, a popover) is logged as `presentation.approximated` in the timeline.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The presented view covers the screen; the presenter's views go.
  case fullScreen = 0
  /// A sheet that partially covers the content: drawn full screen here.
  case pageSheet = 1
  /// A smaller centred sheet: drawn full screen here.
  case formSheet = 2
  /// Over the presenting controller's content, which goes.
  case currentContext = 3
  /// A presentation a custom controller manages: drawn full screen here.
  case custom = 4
  /// The presented view covers the screen; the views beneath stay.
  case overFullScreen = 5
  /// Over the presenting controller's content, which stays.
  case overCurrentContext = 6
  /// A popover: drawn full screen here.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet since iOS 13.
  case automatic = -2

  /// Whether the presenter's views go once the presentation completes.
  var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }

  /// Whether the presented view fills the window on iOS, as drawn here.
  var isDrawnAsOnIOS: Bool {
    switch self {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none: true
    case .pageSheet, .formSheet, .custom, .popover, .automatic: false
    }
  }
}
