// Seed 000, version 1: the blog's image view made a button by a tap recogniser and the view
// controller's published touches.
//
// The module's code is the app's, in iOS/: the FlipbookPort plugin ports each file there
// and compiles it in its place, so the files stay as they are written for iOS.
