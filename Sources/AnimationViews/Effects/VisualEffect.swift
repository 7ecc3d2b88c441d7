import AnimationCore
import Foundation

/// Effects that change how a view is drawn, not its layout, as in SwiftUI:
/// what a `visualEffect` or `scrollTransition` closure returns, built from
/// ``EmptyVisualEffect`` with `offset`, `scaleEffect`, `rotationEffect`,
/// `opacity`, `blur` and the color effects.
///
/// The effects of this module compose into one chain, applied in order
/// (the first modifier innermost). A type of your own that conforms is not
/// applied (the host cannot know what it draws) and the host warns.
public protocol VisualEffect: Sendable, Animatable {}

/// One effect of a chain.
enum VisualEffectOperation: Equatable, Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case opacity(Double)
    case blur(CGFloat)
    case color(DisplayList.ColorFilter)
}

/// The effect that changes nothing: where a chain of visual effects starts.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
}

/// A chain of visual effects, as the modifiers of ``VisualEffect`` build
/// it.
public struct _VisualEffectChain: VisualEffect {
    var operations: [VisualEffectOperation]
}

extension VisualEffect {
    /// The operations of this effect: those of this module's effects; `nil`
    /// for a type of the user's.
    var visualEffectOperations: [VisualEffectOperation]? {
        if let chain = self as? _VisualEffectChain { return chain.operations }
        if self is EmptyVisualEffect { return [] }
        return nil
    }

    private func appending(_ operation: VisualEffectOperation) -> _VisualEffectChain {
        _VisualEffectChain(operations: (visualEffectOperations ?? []) + [operation])
    }

    /// Moves the drawing.
    public func offset(_ offset: CGSize) -> some VisualEffect { appending(.offset(offset)) }
    /// Moves the drawing.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { appending(.offset(CGSize(width: x, height: y))) }
    /// Scales the drawing about an anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(scale, anchor: anchor))
    }
    /// Scales the drawing uniformly about an anchor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    /// Scales the drawing by separate factors.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Rotates the drawing about an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        appending(.rotation(angle, anchor: anchor))
    }
    /// Makes the drawing translucent.
    public func opacity(_ opacity: Double) -> some VisualEffect { appending(.opacity(opacity)) }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { appending(.blur(radius)) }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { appending(.color(.brightness(amount))) }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { appending(.color(.contrast(amount))) }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { appending(.color(.saturation(amount))) }
    /// Turns the drawing gray by an amount.
    public func grayscale(_ amount: Double) -> some VisualEffect { appending(.color(.grayscale(amount))) }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { appending(.color(.hueRotation(angle.radians))) }
}

extension DisplayList.Item {
    /// Applies a chain of visual effects to the item: transforms compose in
    /// order about the item's frame; opacities multiply; the largest blur
    /// wins; color filters follow one another. Values that are not finite
    /// are left out.
    mutating func apply(_ operations: [VisualEffectOperation]) {
        for operation in operations {
            switch operation {
            case .offset(let size) where size.width.isFinite && size.height.isFinite:
                transform = transform.concatenating(CGAffineTransform(translationX: size.width, y: size.height))
            case .scale(let size, let anchor) where size.width.isFinite && size.height.isFinite:
                transform = transform.concatenating(self.transform(CGAffineTransform(scaleX: size.width, y: size.height), about: anchor))
            case .rotation(let angle, let anchor) where angle.radians.isFinite:
                transform = transform.concatenating(self.transform(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: anchor))
            case .opacity(let value) where value.isFinite:
                opacity *= min(max(value, 0), 1)
            case .blur(let radius) where radius.isFinite:
                blurRadius = max(blurRadius, max(radius, 0))
            case .color(let filter):
                colorFilters.append(filter)
            default:
                break
            }
        }
    }
}
