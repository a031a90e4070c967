// Darwin's C name, spelt as on iOS.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Infinity as a `Float`, as Darwin's `HUGE` (`HUGE_VALF`), which older animation code gives
/// as `repeatCount = HUGE`; Glibc does not export it.
public var HUGE: Float { .infinity }
