import AnimationCore
import Foundation
import PropertyBased

/// Generators of exactly representable values.
///
/// Components are dyadic rationals n/16 with |n| <= 4096 and scale factors
/// are m/4 with |m| <= 16, so sums of three components, products with a
/// factor and sums of up to a few hundred squares are exact in `Float` and
/// `Double`. The algebraic laws can then be checked with `==`, not a
/// tolerance.
enum Exact {
    static let component = Gen.int(in: -4096...4096).map { Double($0) / 16 }
    static let factor = Gen.int(in: -16...16).map { Double($0) / 4 }

    static let double = component
    static let float = component.map { Float($0) }
    static let cgFloat = component.map { CGFloat($0) }

    static let pair = zip(component, component, component).map { a, b, c in
        AnimatablePair(a, AnimatablePair(CGFloat(b), Float(c)))
    }

    static let values = zip(component, component, component).map { a, b, c in
        AnimatableValues(a, Float(b), CGFloat(c))
    }

    static let empty = Gen.int(in: 0...0).map { _ in EmptyAnimatableData() }

    /// Vectors of 0 to 40 elements: operands of different lengths meet.
    static let vector = component.array(of: 0...40).map { AnimatableVector(values: $0) }
}
