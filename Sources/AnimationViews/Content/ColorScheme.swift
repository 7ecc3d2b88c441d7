import AnimationCore
import Foundation

extension View {
    /// Sets the appearance of the view and its descendants.
    ///
    /// In SwiftUI this is a preference that sets the appearance of the
    /// whole presentation (the window) that holds the view. The headless
    /// host has no window around it, so it sets the environment's
    /// `AnimationCore.EnvironmentValues.colorScheme` for this view and its descendants:
    /// put it on the root view to get SwiftUI's result. `nil` leaves the
    /// appearance as it is.
    ///
    /// - Parameter colorScheme: The appearance, or `nil`.
    /// - Returns: The view.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

struct _PreferredColorSchemeModifier: PrimitiveModifier {
    var colorScheme: ColorScheme?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        guard let colorScheme else { return node.updateChild(content, in: context) }
        var inner = context
        inner.environment.colorScheme = colorScheme
        node.updateChild(content, in: inner)
    }
}
