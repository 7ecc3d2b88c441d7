import AnimationCore
import AnimationRuntime
import Foundation

/// Which gestures of a view and of the views inside it are recognized.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Recognizes a gesture on the modified view: `gesture(_:including:)`,
/// `highPriorityGesture` and `simultaneousGesture`.
struct _GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let mask: GestureMask
    var role = PressRole.normal

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let target = node.ownPrimitive { GestureTarget<G.Value>() }
        let gesture = self.gesture
        target.make = { gesture._makeRecognizer() }
        target.tick(node)
        let pointer = node.pointerTarget
        pointer.pressRole = role
        pointer.pressExcludesSubviews = !mask.contains(.subviews)
        if mask.contains(.gesture), context.environment.isEnabled {
            if pointer.pressHandler == nil { pointer.pressHandler = GestureTarget<G.Value>.handler(for: node.weakReference) }
        } else {
            pointer.pressHandler = nil
            target.recognizer = nil
        }
        node.updateChild(content, in: context)
    }
}

/// The node of a gesture: an item that takes presses, and the recognizer
/// of the gesture under way.
final class GestureTarget<Value>: NodePrimitive, NodeDrawing {
    var make: () -> _GestureRecognizer<Value> = { _GestureRecognizer() }
    var recognizer: _GestureRecognizer<Value>?
    /// Runs the node every frame while the recognizer wants ticks.
    var driver: FrameDriver?
    /// Whether the pointer is down on the node.
    private var pressed = false

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.tapTarget = ObjectIdentifier(node)
    }

    nonisolated static func handler(for reference: WeakNode) -> @MainActor (PressPhase) -> PressResponse {
        { phase in
            guard let node = reference.node, let target = node.primitive(as: GestureTarget<Value>.self) else { return .failed }
            return target.handle(phase, node: node)
        }
    }

    private func event(_ kind: GestureEvent.Phase, _ point: CGPoint, node: ViewNode) -> GestureEvent {
        let graph = node.graph
        return GestureEvent(
            phase: kind, location: CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY),
            globalLocation: point, time: graph.clock.currentTime, date: graph.clock.date(at: graph.clock.currentTime),
            touches: graph.events.pointers(at: point), bounds: node.frame.size)
    }

    /// What an outcome means for the press: a gesture that changes or ends
    /// has recognized (but values a gesture reports before it is
    /// recognized: a long press's touch-down).
    private func response(_ outcome: GestureOutcome<Value>?, of recognizer: _GestureRecognizer<Value>?) -> PressResponse {
        switch outcome {
        case .changed?: (recognizer?.reportsWhilePossible ?? false) ? .possible : .recognized
        case .ended?: .recognized
        case .possible?: .possible
        case .failed?, nil: .failed
        }
    }

    private func handle(_ phase: PressPhase, node: ViewNode) -> PressResponse {
        var result = PressResponse.failed
        switch phase {
        case .began(let point):
            // A recognizer waiting for another press (a double tap) takes it.
            if recognizer == nil || (recognizer?.waitsUntil.map { node.graph.clock.currentTime > $0 } ?? true) {
                recognizer = make()
            }
            pressed = true
            let recognizer = self.recognizer
            result = response(recognizer?.handle(event(.began, point, node: node)), of: recognizer)
        case .moved(let point, _):
            let recognizer = self.recognizer
            result = response(recognizer?.handle(event(.moved, point, node: node)), of: recognizer)
        case .ended(let point, _):
            pressed = false
            let recognizer = self.recognizer
            let outcome = recognizer?.handle(event(.ended, point, node: node))
            result = response(outcome, of: recognizer)
            if case .possible? = outcome, recognizer?.waitsUntil != nil {
                // Kept for the next press.
            } else {
                self.recognizer = nil
            }
        case .cancelled:
            pressed = false
            _ = recognizer?.handle(event(.cancelled, CGPoint(x: CGFloat.nan, y: .nan), node: node))
            recognizer = nil
        }
        updateTicks(node)
        return result
    }

    /// Starts or stops the frames that tick the recognizer.
    private func updateTicks(_ node: ViewNode) {
        // Ticks while pressed (a long press), and while waiting for another
        // press (a double tap's first tap), so that the wait can run out.
        let wants = (pressed && (recognizer?.wantsTicks ?? false)) || (!pressed && recognizer?.waitsUntil != nil)
        if wants, driver == nil { driver = node.makeFrameDriver() }
        if let driver { node.drive(driver, wants) }
    }

    /// A frame passed (the node re-ran): a recognizer that wants ticks
    /// hears the time.
    func tick(_ node: ViewNode) {
        guard let recognizer, pressed ? recognizer.wantsTicks : recognizer.waitsUntil != nil else { return }
        let outcome = recognizer.handle(event(.tick, CGPoint(x: CGFloat.nan, y: .nan), node: node))
        // Recognized while held (a long press): it takes the press.
        if pressed, response(outcome, of: recognizer) == .recognized {
            node.graph.events.activePress?.claim(ObjectIdentifier(node))
        }
        switch outcome {
        case .ended, .failed: self.recognizer = nil
        default: break
        }
        updateTicks(node)
    }
}

extension View {
    /// Recognizes a gesture on the view (pressed, moved and released on
    /// the host: `press(at:)`, `drag(from:to:duration:)`).
    ///
    /// The gestures of the views inside come first: the first gesture to
    /// be recognized takes the press from the others.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture (`.gesture`) and those of the views
    ///     inside (`.subviews`) are recognized.
    /// - Returns: The view.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }

    /// Recognizes a gesture before those of the views inside: it hears
    /// each event first, and takes the press from them if it is
    /// recognized first.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture and those of the views inside are
    ///     recognized.
    /// - Returns: The view.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, role: .highPriority))
    }

    /// Recognizes a gesture alongside those of the view and the views
    /// inside: neither takes the press from the other.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture and those of the views inside are
    ///     recognized.
    /// - Returns: The view.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, role: .simultaneous))
    }
}
