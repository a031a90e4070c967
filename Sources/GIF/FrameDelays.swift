/// GIF frame delays, which are whole centiseconds.
public enum FrameDelays {
  /// Delays for `frameCount` frames at `fps`, rounded cumulatively so that the total is the
  /// exact duration: frame i shows from round(100·i/fps) to round(100·(i+1)/fps) cs, so no
  /// frame starts more than half a centisecond off its true time (30 fps → 3, 4, 3, 3, 4, …).
  /// Each delay is capped at 65535 cs, the most a GIF can store; nothing overflows, whatever
  /// the rate.
  public static func centiseconds(frameCount: Int, fps: Double) -> [Int] {
    guard frameCount > 0, fps > 0, fps.isFinite else { return [] }
    // Marks stay in Double: at tiny rates they exceed Int's range.
    func mark(_ i: Int) -> Double { (Double(i) * 100 / fps).rounded() }
    return (0..<frameCount).map {
      let delay = mark($0 + 1) - mark($0)
      return delay.isNaN || delay > 65535 ? 65535 : Int(delay)
    }
  }
}
