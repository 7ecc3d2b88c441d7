/// The top or bottom edge of a rectangle.
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
