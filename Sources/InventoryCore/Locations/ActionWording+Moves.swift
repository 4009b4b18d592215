extension ActionWording {
  /// `move 3 "Aspirin" from Shelf 3 to Shelf 3 › Bin`: a move's journal entry.
  public static func move(_ quantity: Int, name: String, from: String, to: String) -> String {
    "move \(quantity) \(quoted(name)) from \(from) to \(to)"
  }
}
