import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation

/// Seed 002's podium (WWDC23 "Explore SwiftUI animation"): a view that
/// conforms to `Animatable` with its angle as the animatable data, so that
/// its body runs every frame and the avatar moves along the ellipse instead
/// of straight across it.
public struct Podium: View, Animatable {
    /// Where the avatar is on the ellipse, from the rightmost point,
    /// clockwise on screen.
    public var offset: Angle

    /// The ellipse's half width and half height.
    public static let radii = CGSize(width: 100, height: 40)

    /// Creates the podium.
    ///
    /// - Parameter offset: Where the avatar is on the ellipse.
    public init(offset: Angle) {
        self.offset = offset
    }

    /// The angle, in radians. (`nonisolated`, as Swift 6 code against
    /// SwiftUI writes it: the view is main-actor isolated, `Animatable` is
    /// not.)
    nonisolated public var animatableData: Double {
        get { offset.radians }
        set { offset = .radians(newValue) }
    }

    /// The ellipse and the avatar on it.
    public var body: some View {
        ZStack {
            Ellipse().stroke(Color.gray, lineWidth: 1)
                .frame(width: 2 * Self.radii.width, height: 2 * Self.radii.height)
            Image(systemName: "person.circle")
                .scaleEffect(0.6)
                .offset(x: Self.radii.width * cos(offset.radians), y: Self.radii.height * sin(offset.radians))
        }
    }
}
