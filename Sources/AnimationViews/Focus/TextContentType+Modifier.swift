import AnimationCore

extension View {
    /// Says what the text of fields in the view is, for AutoFill (reported
    /// to the host, see ``/AnimationEngine/TextInputTraits``; the host suggests nothing).
    ///
    /// - Parameter textContentType: What the text is; `nil` for nothing in
    ///   particular.
    /// - Returns: The view.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.textContentType = textContentType }
    }
}
