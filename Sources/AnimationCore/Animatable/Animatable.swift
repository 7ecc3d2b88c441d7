/// A type that describes how to animate a property of a view.
///
/// An animation reads ``animatableData`` at the start and the end of a
/// change, interpolates between the two vectors, and writes the interpolated
/// vector back every frame.
///
/// Defaults, as in SwiftUI:
/// - a type that is itself ``VectorArithmetic`` animates itself
///   (`animatableData` is `self`);
/// - otherwise, a type that does not implement `animatableData` uses
///   ``EmptyAnimatableData``, so nothing animates.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a vector type animates itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: reads return ``EmptyAnimatableData`` and writes
    /// are ignored.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
