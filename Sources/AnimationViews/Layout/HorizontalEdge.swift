/// The leading or trailing edge of a rectangle.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The leading edge (the left, in left-to-right layout).
    case leading
    /// The trailing edge (the right, in left-to-right layout).
    case trailing
}
