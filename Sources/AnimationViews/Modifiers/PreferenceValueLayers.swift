import AnimationCore
import Foundation

extension View {
    /// Layers a view made from a preference's value in front of this view.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - alignment: How the view aligns; centered by default.
    ///   - transform: Makes the view from the value.
    /// - Returns: The view.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueView<K>(make: { value in AnyView(self.overlay(alignment: alignment) { transform(value) }) })
    }

    /// Layers a view made from a preference's value behind this view.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - alignment: How the view aligns; centered by default.
    ///   - transform: Makes the view from the value.
    /// - Returns: The view.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueView<K>(make: { value in AnyView(self.background(alignment: alignment) { transform(value) }) })
    }
}
