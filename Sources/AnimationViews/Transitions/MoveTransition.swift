import AnimationCore
import Foundation

/// Moves the view in from, and out to, an edge: by its own width (leading,
/// trailing) or height (top, bottom).
public struct MoveTransition: Sendable {
    /// The edge.
    public var edge: Edge

    /// Creates the transition.
    ///
    /// - Parameter edge: The edge.
    public init(edge: Edge) {
        self.edge = edge
    }
}

extension MoveTransition: Transition {
    /// The content in place, or moved off `edge` by its own size outside
    /// the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffsetEffect(edge: phase.isIdentity ? nil : edge))
    }
}

/// Moves the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: Sendable {
    /// Creates the transition.
    public init() {}
}

extension SlideTransition: Transition {
    /// The content moved off the leading edge before it appears, off the
    /// trailing edge after it disappears.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge? =
            switch phase {
            case .willAppear: .leading
            case .identity: nil
            case .didDisappear: .trailing
            }
        content.modifier(_RelativeOffsetEffect(edge: edge))
    }
}

/// Moves the view in from an edge while fading it in, and out towards the
/// opposite edge while fading it out.
public struct PushTransition: Sendable {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates the transition.
    ///
    /// - Parameter edge: The edge the view comes in from.
    public init(edge: Edge) {
        self.edge = edge
    }
}

extension PushTransition: Transition {
    /// The content moved off `edge` before it appears, off the opposite
    /// edge after it disappears, and faded out in both.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let moveEdge: Edge? =
            switch phase {
            case .willAppear: edge
            case .identity: nil
            case .didDisappear: edge.opposite
            }
        content
            .modifier(_RelativeOffsetEffect(edge: moveEdge))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from, and out to, an edge.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    nonisolated public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out to the trailing edge.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Moves the view in from an edge while fading it in, and out towards
    /// the opposite edge while fading it out.
    ///
    /// - Parameter edge: The edge it comes in from.
    /// - Returns: The transition.
    nonisolated public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }

    /// The offset that moves a view of `size` past this edge of itself.
    func translation(for size: CGSize) -> CGSize {
        switch self {
        case .leading: return CGSize(width: -size.width, height: 0)
        case .trailing: return CGSize(width: size.width, height: 0)
        case .top: return CGSize(width: 0, height: -size.height)
        case .bottom: return CGSize(width: 0, height: size.height)
        }
    }
}

/// Moves the content by a fraction of its own size: what `move(edge:)`,
/// `slide` and `push(from:)` animate. The fraction animates; the distance
/// follows the content's size when it is drawn.
struct _RelativeOffsetEffect: DrawingEffect {
    static let label = "move"
    static let neutral = CGSize.zero
    /// The offset as fractions of the content's width and height.
    var value: CGSize

    init(edge: Edge?) {
        value = edge?.translation(for: CGSize(width: 1, height: 1)) ?? .zero
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ value: CGSize, to item: inout DisplayList.Item) {
        item.transform = CGAffineTransform(translationX: value.width * item.frame.width, y: value.height * item.frame.height)
    }
}
