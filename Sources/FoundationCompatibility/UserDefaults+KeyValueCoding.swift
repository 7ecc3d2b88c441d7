#if !canImport(Darwin)
import Foundation

extension UserDefaults {
    /// Sets a value for a key by key-value coding, as apps call it on
    /// Apple's systems (where `NSObject` has it): the same as
    /// `set(_:forKey:)`; `nil` removes the key.
    ///
    /// - Parameters:
    ///   - value: The value (a property-list value).
    ///   - key: The key.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value of a key by key-value coding: the same as
    /// `object(forKey:)`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value, or `nil`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}

extension Data.WritingOptions {
    /// Writes to a temporary file, then moves it into place: Apple's other
    /// name for `.atomic`.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
#endif
