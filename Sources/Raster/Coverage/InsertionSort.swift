/// Sorts a short array in place: the cuts and slabs of one row number a handful, where
/// insertion sort beats the library's sort and its closure calls.
@inline(__always)
func insertionSort<T>(_ array: inout [T], by less: (T, T) -> Bool) {
  array.withUnsafeMutableBufferPointer { buffer in
    guard buffer.count > 1 else { return }
    for i in 1..<buffer.count {
      let item = buffer[i]
      var j = i - 1
      while j >= 0 && less(item, buffer[j]) {
        buffer[j + 1] = buffer[j]
        j -= 1
      }
      buffer[j + 1] = item
    }
  }
}
