// Seed 000, version 2: the blog's image view that behaves like a button, and its view
// controller.
//
// The module's code is the app's, in iOS/: the FlipbookPort plugin ports each file there
// and compiles it in its place, so the files stay as they are written for iOS.
