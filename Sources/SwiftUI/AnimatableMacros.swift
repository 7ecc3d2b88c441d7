/// Conforms a type to `Animatable` and synthesizes its `animatableData`
/// from its stored properties, as in SwiftUI (iOS 26):
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     @AnimatableIgnored var drawsOutline: Bool
///
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
///
/// The data is the stored `var`s' data in declaration order, nested in
/// `AnimatablePair`s to the right (`AnimatablePair<Angle.AnimatableData,
/// Angle.AnimatableData>` here). `let`s, `static`, computed and wrapped
/// properties (`@State`) and those marked ``AnimatableIgnored()`` take no
/// part; each other property needs a written type that is `Animatable`
/// (or `Float`, `AnimatableVector`, `AnimatablePair`). A type that already
/// conforms gets no second conformance, and one that declares
/// `animatableData` keeps its own.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "SwiftUIMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that
/// ``Animatable()`` synthesizes (a `Bool`, a `Color` that should jump, a
/// count), as in SwiftUI (iOS 26).
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "SwiftUIMacros", type: "AnimatableIgnoredMacro")
