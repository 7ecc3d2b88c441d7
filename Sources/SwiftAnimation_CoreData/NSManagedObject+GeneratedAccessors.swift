import Foundation

/// The getters of the properties Xcode's generation writes for a model
/// (see `ManagedObjectModelSource`): typed reads of the object's values by
/// name, with the model's default values.
extension NSManagedObject {
    /// An object-typed property (`String?`, `Date?`, a relationship).
    ///
    /// - Parameter key: The property's name.
    /// - Returns: Its value, `nil` when it has none or one of another type.
    public func _attribute<Value>(_ key: String) -> Value? {
        value(forKey: key) as? Value
    }

    /// An object-typed property with the model's default value.
    ///
    /// - Parameters:
    ///   - key: The property's name.
    ///   - defaultValue: The value before one is set.
    public func _attribute<Value>(_ key: String, default defaultValue: Value) -> Value? {
        guard let stored = value(forKey: key) else { return defaultValue }
        return stored as? Value
    }

    /// An integer property (`Int16`, `Int32`, `Int64`), whatever integer or
    /// number was stored.
    ///
    /// - Parameters:
    ///   - key: The property's name.
    ///   - defaultValue: The value before one is set.
    public func _integer<Value: FixedWidthInteger>(_ key: String, default defaultValue: Value) -> Value {
        switch value(forKey: key) {
        case let value as Value: return value
        case let number as NSNumber: return Value(truncatingIfNeeded: number.int64Value)
        case let value as any BinaryInteger: return Value(truncatingIfNeeded: value)
        case let value as any BinaryFloatingPoint where Double(value).isFinite: return Value(truncatingIfNeeded: Int64(Double(value)))
        default: return defaultValue
        }
    }

    /// A floating-point property (`Double`, `Float`), whatever number was stored.
    ///
    /// - Parameters:
    ///   - key: The property's name.
    ///   - defaultValue: The value before one is set.
    public func _floating<Value: BinaryFloatingPoint>(_ key: String, default defaultValue: Value) -> Value {
        switch value(forKey: key) {
        case let value as Value: return value
        case let number as NSNumber: return Value(number.doubleValue)
        case let value as any BinaryFloatingPoint: return Value(Double(value))
        case let value as any BinaryInteger: return Value(Int64(value))
        default: return defaultValue
        }
    }

    /// A Boolean property, whatever Boolean or number was stored.
    ///
    /// - Parameters:
    ///   - key: The property's name.
    ///   - defaultValue: The value before one is set.
    public func _bool(_ key: String, default defaultValue: Bool) -> Bool {
        switch value(forKey: key) {
        case let value as Bool: return value
        case let number as NSNumber: return number.boolValue
        default: return defaultValue
        }
    }
}
