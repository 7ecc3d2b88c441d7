/// One thing of a user's file that `animate preview` may show, as the
/// generated code registers it with the preview runner.
struct PreviewRegistration: Hashable {
    /// What is registered.
    enum Kind: String, Hashable {
        /// A `View` made with `init()`.
        case view
        /// A `PreviewProvider`'s `previews`.
        case provider
        /// An `App`'s first window group.
        case app
        /// A `#Preview` block.
        case preview
    }

    var kind: Kind
    /// The type's qualified name; for a `#Preview`, its index in the file.
    var name: String
    /// The line of the declaration in the user's file.
    var line: Int
}
