#if !canImport(Darwin)
import Foundation

/// Apple's iCloud key-value store, as a program without an iCloud account
/// has it: a dictionary of property-list values shared by the program's
/// code, never synced to another device (so it never posts
/// ``didChangeExternallyNotification``), kept for the program's life
/// (Apple's keeps a copy on disk between launches; this host's programs
/// start afresh).
///
/// The typed getters coerce as Apple documents: a Boolean is 1 or 0, a
/// floating-point number gives its floor as an integer, a string that holds
/// a number gives that number.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The store the program shares.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    private static let shared = NSUbiquitousKeyValueStore()

    /// Posted when another device changes the store: never, on this host.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// A store of its own (Apple's programs use ``default``).
    public override init() {
        super.init()
    }

    /// The value of a key, or `nil`.
    open func object(forKey aKey: String) -> Any? {
        lock.withLock { values[aKey] }
    }

    /// Sets a key's value; `nil` removes it.
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.withLock { values[aKey] = anObject }
    }

    /// Removes a key.
    open func removeObject(forKey aKey: String) {
        set(nil as Any?, forKey: aKey)
    }

    /// Sets a string; `nil` removes the key.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    /// Sets data; `nil` removes the key.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    /// Sets an array; `nil` removes the key.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    /// Sets a dictionary; `nil` removes the key.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    /// Sets a 64-bit integer.
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Sets a floating-point number.
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Sets a Boolean.
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// The key's string, or `nil` when it holds none.
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    /// The key's array, or `nil` when it holds none.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    /// The key's dictionary, or `nil` when it holds none.
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    /// The key's data, or `nil` when it holds none.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }

    /// The key's integer: a Boolean as 1 or 0, a floating-point number's
    /// floor, a string's number; 0 when the key is absent or holds none.
    open func longLong(forKey aKey: String) -> Int64 {
        guard let number = number(forKey: aKey), number.isFinite else { return 0 }
        let floor = number.rounded(.down)
        return floor >= 9.223372036854775807e18 ? .max : floor < -9.223372036854775808e18 ? .min : Int64(floor)
    }

    /// The key's number: a Boolean as 1 or 0, a string's number; 0 when
    /// the key is absent or holds none.
    open func double(forKey aKey: String) -> Double {
        number(forKey: aKey) ?? 0
    }

    /// The key's Boolean: true for a number other than 0 and for a string
    /// that says "true" or "yes" (any case) or holds a number other than 0;
    /// `false` otherwise, and when the key is absent.
    open func bool(forKey aKey: String) -> Bool {
        switch object(forKey: aKey) {
        case let value as Bool: return value
        case let text as String:
            let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
            return lowered == "true" || lowered == "yes" || (Double(lowered).map { $0 != 0 } ?? false)
        default: return (number(forKey: aKey) ?? 0) != 0
        }
    }

    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
        lock.withLock { values }
    }

    /// Writes pending changes: with no account to sync with, there are
    /// none. Returns `true`, as Apple's does when it could.
    @discardableResult
    open func synchronize() -> Bool {
        true
    }

    private func number(forKey aKey: String) -> Double? {
        switch object(forKey: aKey) {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int64: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        case let text as String: Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }
}

/// Why the store changed externally (a key of the notification's user info).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The keys that changed externally (a key of the notification's user info).
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change from the iCloud server.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first sync with the iCloud server.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The store went over its quota.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3
#endif
