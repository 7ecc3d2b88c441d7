/// A key for accessing values in a ``Transaction``.
///
/// ```swift
/// private struct AvatarTappedKey: TransactionKey {
///     static let defaultValue = false
/// }
///
/// extension Transaction {
///     var avatarTapped: Bool {
///         get { self[AvatarTappedKey.self] }
///         set { self[AvatarTappedKey.self] = newValue }
///     }
/// }
/// ```
public protocol TransactionKey {
    /// The type of the key's value.
    associatedtype Value

    /// The value of the key in a transaction that has not set it.
    static var defaultValue: Value { get }
}
