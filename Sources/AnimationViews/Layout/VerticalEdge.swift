/// The top or bottom edge of a rectangle.
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates the set of one edge.
        ///
        /// - Parameter edge: The edge.
        public init(_ edge: VerticalEdge) {
            self = edge == .top ? .top : .bottom
        }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
