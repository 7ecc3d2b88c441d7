import AnimationCore
import AnimationRuntime
import Foundation

/// A modifier that changes how its content is drawn, not how it is laid
/// out, through one animated value: scale, rotation, offset, opacity,
/// shadow, blur. A change of the value redraws one display-list item.
///
/// To add one: a struct with the value, its label, how it applies to an
/// item and a two-line `update`, and a `View` method that returns
/// `modifier(...)` (see `OpacityEffect.swift`).
protocol DrawingEffect: PrimitiveModifier, Equatable {
    associatedtype Value: Animatable
    /// The attribute's name in recordings: the modifier's name.
    static var label: String { get }
    /// The value the effect animates to.
    var value: Value { get }
    /// The value that changes nothing (the effect's value when it is given
    /// one that is not finite before any other).
    static var neutral: Value { get }
    /// Draws the effect of a presentation value on the item that holds the
    /// content (its frame is the content's rectangle).
    func apply(_ value: Value, to item: inout DisplayList.Item)
}

extension DrawingEffect {
    /// Brings the effect's node up to date. Each effect's `update` calls
    /// this with its own type, so it runs specialized for the effect's value
    /// (no generic look-ups per update; a protocol extension's default
    /// implementation would run unspecialized).
    ///
    /// A value that is not finite (NaN or an infinity in any component) is
    /// ignored with a warning: the effect keeps its last value (at first,
    /// ``neutral``), so no NaN reaches the display list.
    @MainActor func updateEffect(_ node: ViewNode, in context: ViewContext) {
        let isFinite = value.animatableData.magnitudeSquared.isFinite
        if !isFinite {
            node.graph.warn("Invalid \(Self.label) value \(value): not finite; the view keeps its last value.")
        }
        let drawing = node.ownPrimitive {
            EffectDrawing(
                effect: self, attribute: node.makeAttribute(Self.label, initial: isFinite ? value : Self.neutral, role: .drawing)
            ) { drawing, item in
                // Made here, where the effect's type is known: the closure
                // runs specialized for it.
                drawing.effect.apply(drawing.attribute.presentation, to: &item)
            }
        }
        if drawing.effect != self {
            drawing.effect = self
            node.invalidateDrawing()
        }
        if isFinite { node.animate(drawing.attribute, to: value, in: context) }
    }
}

/// The node of a drawing effect: laid out as its content, drawn as an item
/// that holds the content's items with the effect applied.
final class EffectDrawing<Effect: DrawingEffect>: NodePrimitive, NodeDrawing {
    var effect: Effect
    let attribute: AnimatedValue<Effect.Value>
    /// Applies the effect at the attribute's presentation value. A closure
    /// made by ``DrawingEffect/updateEffect(_:in:)`` for the effect's own
    /// type: a method of this generic class, called through the drawing
    /// protocol, would run unspecialized (generic metadata and value
    /// witnesses on every redraw of every frame).
    private let applyEffect: (EffectDrawing, inout DisplayList.Item) -> Void

    init(
        effect: Effect, attribute: AnimatedValue<Effect.Value>,
        apply: @escaping (EffectDrawing, inout DisplayList.Item) -> Void
    ) {
        self.effect = effect
        self.attribute = attribute
        self.applyEffect = apply
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        applyEffect(self, &item)
    }
}

extension DisplayList.Item {
    /// A transform about an anchor of the item's frame.
    func transform(_ transform: CGAffineTransform, about anchor: UnitPoint) -> CGAffineTransform {
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
