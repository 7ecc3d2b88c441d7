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
    /// Draws the effect of a presentation value on the item that holds the
    /// content (its frame is the content's rectangle).
    func apply(_ value: Value, to item: inout DisplayList.Item)
}

extension DrawingEffect {
    /// Brings the effect's node up to date. Each effect's `update` calls
    /// this with its own type, so it runs specialized for the effect's value
    /// (no generic look-ups per update; a protocol extension's default
    /// implementation would run unspecialized).
    @MainActor func updateEffect(_ node: ViewNode, in context: ViewContext) {
        let drawing = node.ownPrimitive {
            EffectDrawing(effect: self, attribute: node.makeAttribute(Self.label, initial: value, role: .drawing))
        }
        if drawing.effect != self {
            drawing.effect = self
            node.invalidateDrawing()
        }
        node.animate(drawing.attribute, to: value, in: context)
    }
}

/// The node of a drawing effect: laid out as its content, drawn as an item
/// that holds the content's items with the effect applied.
final class EffectDrawing<Effect: DrawingEffect>: NodePrimitive {
    var effect: Effect
    let attribute: AnimatedValue<Effect.Value>

    init(effect: Effect, attribute: AnimatedValue<Effect.Value>) {
        self.effect = effect
        self.attribute = attribute
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        effect.apply(attribute.presentation, to: &item)
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
