/// GIF frame delays, which are whole centiseconds.
public enum FrameDelays {
  /// Delays for `frameCount` frames at `fps`, rounded cumulatively so that the total is the
  /// exact duration: frame i shows from round(100·i/fps) to round(100·(i+1)/fps) cs, so no
  /// frame starts more than half a centisecond off its true time (30 fps → 3, 4, 3, 3, 4, …).
  public static func centiseconds(frameCount: Int, fps: Double) -> [Int] {
    guard frameCount > 0, fps > 0, fps.isFinite else { return [] }
    func mark(_ i: Int) -> Int { Int((Double(i) * 100 / fps).rounded()) }
    return (0..<frameCount).map { mark($0 + 1) - mark($0) }
  }
}
