/// Which parts of a view's geometry ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32

    /// Creates properties from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both: the view's frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
