// Darwin's C names, spelt as on iOS, that Glibc does not export. (`M_PI`, `M_PI_2`,
// `M_PI_4`, `M_E`, `M_SQRT2`, `FLT_MAX`, `DBL_MAX`, `FLT_EPSILON` come from Glibc as on
// Darwin; `CGFLOAT_MAX` is renamed to `CGFloat.greatestFiniteMagnitude` on both.)
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Infinity as a `Float`, as Darwin's `HUGE` (`HUGE_VALF`), which older animation code gives
/// as `repeatCount = HUGE`; Glibc does not export it.
public var HUGE: Float { .infinity }

/// The largest finite `Float`, 0x1.fffffep+127, as Darwin's `MAXFLOAT` (math.h), which
/// animation code gives as `repeatCount = MAXFLOAT`; Glibc does not export it.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
