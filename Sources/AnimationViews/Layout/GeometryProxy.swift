import AnimationCore
import Foundation

/// The size and place of a ``GeometryReader``, for its content.
///
/// Frames are layout frames: where layout placed the reader. The effects
/// that move a view without laying it out (`offset`, `scaleEffect`,
/// `rotationEffect`) are not applied to them (SwiftUI applies them to
/// `frame(in: .global)`); see "Differences from SwiftUI".
public struct GeometryProxy: Equatable {
    /// The reader's size: what its parent offered.
    public let size: CGSize
    /// The safe-area insets of the reader: how far the safe area's edges
    /// reach into it.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the host's coordinates.
    let globalFrame: CGRect
    /// The frames of the named views around the reader, innermost first,
    /// in the host's coordinates.
    let namedFrames: [(name: AnyHashable, frame: CGRect)]

    /// The frames of the named coordinate spaces around a node (and of
    /// its nearest scroll view), innermost first.
    @MainActor
    static func namedFrames(around node: ViewNode) -> [(name: AnyHashable, frame: CGRect)] {
        var named: [(name: AnyHashable, frame: CGRect)] = []
        node.forEachAncestor { current in
            if let space = current.primitive(as: CoordinateSpacePrimitive.self) { named.append((space.name, current.frame)) }
            if current.primitive(as: ScrollPrimitive.self) != nil, !named.contains(where: { $0.name == NamedCoordinateSpace.scrollViewName }) {
                named.append((NamedCoordinateSpace.scrollViewName, current.frame))
            }
        }
        return named
    }

    init(size: CGSize, safeAreaInsets: EdgeInsets, globalFrame: CGRect, namedFrames: [(name: AnyHashable, frame: CGRect)]) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedFrames = namedFrames
    }

    /// The reader's frame in a coordinate space. A name no enclosing view
    /// carries measures in the host's coordinates, as in SwiftUI.
    ///
    /// - Parameter coordinateSpace: The space.
    /// - Returns: The frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedFrames.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// The reader's frame in a coordinate space (`.global`, `.local`,
    /// `.named(_:)`).
    ///
    /// - Parameter coordinateSpace: The space.
    /// - Returns: The frame.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named view around the reader, in the reader's own
    /// coordinates, or `nil` if no enclosing view has the name.
    ///
    /// - Parameter coordinateSpace: The named space.
    /// - Returns: The bounds.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames.first(where: { $0.name == coordinateSpace.name }) else { return nil }
        return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// Whether two proxies describe the same geometry.
    public static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
        lhs.size == rhs.size && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.globalFrame == rhs.globalFrame
            && lhs.namedFrames.count == rhs.namedFrames.count
            && zip(lhs.namedFrames, rhs.namedFrames).allSatisfy { $0.name == $1.name && $0.frame == $1.frame }
    }
}
