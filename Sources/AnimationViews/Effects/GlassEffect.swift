import AnimationCore
import Foundation

/// The Liquid Glass material of iOS 26, as in SwiftUI.
///
/// The headless renderers have no refraction or blur of what is behind a
/// view: glass draws as a translucent material (the regular material's
/// white at 65 %; `.clear` at 35 %), tinted by its tint color at 25 %,
/// with a hairline edge of white at 50 % (see "Differences from SwiftUI").
public struct Glass: Hashable, Sendable {
    var opacity: Double
    var tint: Color?
    var isInteractive = false
    var isIdentity = false

    /// The standard glass.
    public static let regular = Glass(opacity: 0.65)
    /// Glass that lets more of the background through.
    public static let clear = Glass(opacity: 0.35)
    /// No glass.
    public static let identity = Glass(opacity: 0, isIdentity: true)

    /// The glass tinted with a color.
    ///
    /// - Parameter color: The tint, or `nil` for none.
    /// - Returns: The glass.
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tint = color
        return copy
    }

    /// The glass reacting to touches (it does not change headlessly).
    ///
    /// - Parameter isEnabled: Whether it reacts.
    /// - Returns: The glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

/// A container of views with glass effects, which on iOS 26 blend when
/// they come near each other. Headlessly it lays out its content as it is
/// (each view keeps its own glass).
public struct GlassEffectContainer<Content: View> {
    let spacing: CGFloat?
    let content: Content

    /// A container.
    ///
    /// - Parameters:
    ///   - spacing: How near views must be to blend.
    ///   - content: The views.
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    @MainActor @ViewBuilder public var body: some View { content }
}

extension View {
    /// Puts the view on glass of a shape (a capsule by default).
    ///
    /// - Parameters:
    ///   - glass: The glass.
    ///   - shape: Its shape.
    /// - Returns: The view.
    nonisolated public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background {
            if !glass.isIdentity {
                ZStack {
                    shape.fill(Color(white: 1, opacity: glass.opacity))
                    if let tint = glass.tint { shape.fill(tint.opacity(0.25)) }
                    shape.stroke(Color(white: 1, opacity: 0.5), lineWidth: 0.5)
                }
            }
        }
    }

    /// Puts the view on glass in a capsule.
    ///
    /// - Parameter glass: The glass.
    /// - Returns: The view.
    nonisolated public func glassEffect(_ glass: Glass = .regular) -> some View {
        glassEffect(glass, in: Capsule())
    }
}

extension GlassEffectContainer: View {}
