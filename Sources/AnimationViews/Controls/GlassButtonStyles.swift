import AnimationCore
import Foundation

/// The label in the tint on Liquid Glass in a capsule, padded by the
/// control size, as in SwiftUI (iOS 26); the glass draws as
/// ``AnimationEngine/View/glassEffect(_:in:)`` draws it headlessly.
public struct GlassButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The glass button.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: false)
    }
}

/// The label in white on glass tinted by the tint, as in SwiftUI (iOS 26):
/// headlessly the tint fills the capsule (glass tinted this strongly shows
/// little of what is behind it).
public struct GlassProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The glass button.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: true)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// The label on glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// The white label on tinted glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The body of the glass styles.
private struct GlassButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let padding = controlSize.borderedPadding
        let fill = buttonTint(configuration)
        let label = configuration.label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : fill)
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
        Group {
            if prominent {
                label.background(fill, in: Capsule())
            } else {
                label.glassEffect(.regular, in: Capsule())
            }
        }
        .opacity(configuration.isPressed ? 0.6 : 1)
        .modifier(EnabledOpacity())
    }
}
