/// What a layout tells the views inside it about itself.
public struct LayoutProperties: Sendable {
    /// The axis the layout arranges its subviews along, if it is a stack:
    /// spacers inside grow along it. `nil` by default.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}
