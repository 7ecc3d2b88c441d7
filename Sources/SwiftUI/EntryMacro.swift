/// Declares an entry of `EnvironmentValues` or `Transaction` from a
/// property and its default value, as in SwiftUI (iOS 18):
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
///
/// extension Transaction {
///     @Entry var isFromTap: Bool = false
/// }
/// ```
///
/// The macro writes the key type (`EnvironmentKey` or `TransactionKey`)
/// whose `defaultValue` is the initial value, and the `get`/`set` that go
/// through the collection's key subscript. An optional property without a
/// value defaults to `nil`. Without a written type (`@Entry var router =
/// Router()`), the default is made once, in a `static let` whose type the
/// compiler infers; with one, each time the default is read. Entries of
/// `FocusedValues` and `ContainerValues` are not supported: the macro says
/// so at the property.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
