// Not `canImport(CoreGraphics)`: this package builds a module of that name
// (the `CoreGraphics` product), which re-exports these types.
#if !canImport(Darwin)
/// How the ends of stroked lines are drawn, API-compatible with
/// CoreGraphics' `CGLineCap`. Defined here only where CoreGraphics is
/// missing.
@frozen
public enum CGLineCap: Int32, Sendable {
    /// The line ends at its end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How the joins of stroked lines are drawn, API-compatible with
/// CoreGraphics' `CGLineJoin`. Defined here only where CoreGraphics is
/// missing.
@frozen
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut at the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel
}
#endif
