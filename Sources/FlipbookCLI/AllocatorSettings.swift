import _CMalloc

/// The allocator settings of the `flipbook` process.
enum AllocatorSettings {
  /// Keeps the buffers of one frame (canvases, images, palette indices: megabytes each) in
  /// the heap when they are freed, for the next frame to reuse. By default glibc maps each
  /// block above 128 KiB afresh and unmaps it when freed, and the kernel then zeroes every
  /// page of the next frame's blocks again: a quarter of `render button-pop`'s processor
  /// time. Blocks of up to 32 MiB (glibc's largest threshold) come from the heap, and up to
  /// 64 MiB freed at its top stays there.
  static func apply() {
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
  }
}
