// Seed 003: the custom gesture recogniser that turns an image, and its view controller.
//
// The module's code is the app's, in iOS/: the FlipbookPort plugin ports each file there
// and compiles it in its place, so the files stay as they are written for iOS.
