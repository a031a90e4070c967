/// Frame delays in whole units of time: centiseconds for a GIF, milliseconds for a WebP.
public enum FrameDelays {
  /// Delays for `frameCount` frames at `fps`, rounded cumulatively so that the total is the
  /// exact duration: frame i shows from round(100·i/fps) to round(100·(i+1)/fps) cs, so no
  /// frame starts more than half a centisecond off its true time (30 fps → 3, 4, 3, 3, 4, …).
  /// Each delay is capped at 65535 cs, the most a GIF can store; nothing overflows, whatever
  /// the rate.
  public static func centiseconds(frameCount: Int, fps: Double) -> [Int] {
    delays(frameCount: frameCount, fps: fps, unitsPerSecond: 100, cap: 65535)
  }

  /// Durations in milliseconds, rounded cumulatively in the same way (30 fps → 33, 34, 33,
  /// 33, 34, …), each capped at 2²⁴ − 1 ms, the most a WebP frame can store.
  public static func milliseconds(frameCount: Int, fps: Double) -> [Int] {
    delays(frameCount: frameCount, fps: fps, unitsPerSecond: 1000, cap: (1 << 24) - 1)
  }

  private static func delays(frameCount: Int, fps: Double, unitsPerSecond: Double, cap: Int)
    -> [Int]
  {
    guard frameCount > 0, fps > 0, fps.isFinite else { return [] }
    // Marks stay in Double: at tiny rates they exceed Int's range.
    func mark(_ i: Int) -> Double { (Double(i) * unitsPerSecond / fps).rounded() }
    return (0..<frameCount).map {
      let delay = mark($0 + 1) - mark($0)
      return delay.isNaN || delay > Double(cap) ? cap : Int(delay)
    }
  }
}
