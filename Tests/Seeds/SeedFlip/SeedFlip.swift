// Seed 001: the flip between two labels, the view controller and its transaction animation.
//
// The module's code is the app's, in iOS/: the FlipbookPort plugin ports each file there
// and compiles it in its place, so the files stay as they are written for iOS.
