#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

/// Cheap, deterministic replacements for libm calls on the sampling path.
enum FastMath {
  /// log₂ x for finite x > 0, within 0.0011 (an error of that size in a mip level λ blends
  /// two levels 0.1 % differently). With x = 2ᵉ·m, m ∈ [1, 2) and t = m − 1:
  /// log₂ x = e + log₂(1 + t) ≈ e + t·(c₁ + t·(c₂ + t·c₃)), a least-squares cubic through
  /// (0, 0) and (1, 1), so it is continuous across powers of two. `log2` itself took 4.5 %
  /// of the flip's time.
  @inline(__always)
  static func log2(_ x: Float) -> Float {
    let bits = x.bitPattern
    let exponent = Float(Int32(bitPattern: (bits >> 23) & 0xff) - 127)
    let t = Float(bitPattern: (bits & 0x7f_ffff) | 0x3f80_0000) - 1
    return exponent + t * (1.420_864_5 + t * (-0.577_250_65 + t * 0.156_386_11))
  }

  /// The integer part of f, for f in 0 ..< 2³¹: `Int(f)` without the range checks that
  /// keep the compiler from folding it into one instruction.
  @inline(__always)
  static func integerPart(ofNonNegative f: Float) -> Int {
    #if arch(x86_64)
      Int(_mm_cvttss_si32(_mm_set_ss(f)))
    #else
      Int(f)
    #endif
  }
}
