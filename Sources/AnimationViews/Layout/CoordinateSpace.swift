import Foundation

/// A coordinate space that geometry is measured in (``GeometryProxy/frame(in:)-(CoordinateSpace)``).
public enum CoordinateSpace: Hashable {
    /// The host's coordinates: the origin at its top-leading corner, the
    /// safe area included.
    case global
    /// The view's own coordinates: the origin at its top-leading corner.
    case local
    /// The coordinates of the nearest enclosing view given this name with
    /// ``AnimationEngine/View/coordinateSpace(name:)``.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

/// A coordinate space, as the newer API names one: `.global`, `.local` or
/// `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this resolves to.
    var coordinateSpace: CoordinateSpace { get }
}

/// The coordinates of a view given a name (``AnimationEngine/View/coordinateSpace(_:)``).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The name.
    let name: AnyHashable

    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space of the nearest enclosing view with this name.
    ///
    /// - Parameter name: The name.
    /// - Returns: The space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the innermost scroll view around the view: its origin
    /// is the scroll view's visible top-leading corner, so a view's frame
    /// in it moves as the content scrolls. Outside a scroll view, the
    /// host's coordinates, as a name no view carries.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: scrollViewName) }

    /// The name behind ``scrollView``.
    static var scrollViewName: AnyHashable { AnyHashable(ScrollViewSpaceName()) }
}

/// The name behind ``NamedCoordinateSpace/scrollView``.
private struct ScrollViewSpaceName: Hashable {}

/// The host's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest enclosing view with this name.
    ///
    /// - Parameter name: The name.
    /// - Returns: The space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the innermost scroll view around the view (see
    /// ``NamedCoordinateSpace/scrollView``).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: NamedCoordinateSpace.scrollViewName) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The host's coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
