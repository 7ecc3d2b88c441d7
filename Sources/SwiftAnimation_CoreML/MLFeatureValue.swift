import Foundation

/// The kinds of value a model's feature holds, as Core ML's `MLFeatureType`.
public enum MLFeatureType: Int, Sendable {
    /// No value.
    case invalid = 0
    /// A whole number.
    case int64 = 1
    /// A real number.
    case double = 2
    /// Text.
    case string = 3
    /// An image.
    case image = 4
    /// An array of numbers.
    case multiArray = 5
    /// A dictionary of numbers by string or integer keys.
    case dictionary = 6
    /// A sequence of strings or integers.
    case sequence = 7
    /// A model's state.
    case state = 8
}

/// A value of a model's input or output, as Core ML's `MLFeatureValue`.
///
/// A value of one type reads as the zero of the others (`doubleValue` of
/// a string is 0, `stringValue` of a number is empty), as Core ML's does.
public final class MLFeatureValue: @unchecked Sendable, Hashable, CustomStringConvertible {
    private enum Stored: Hashable {
        case int64(Int64)
        case double(Double)
        case string(String)
        case multiArray(MLMultiArray)
        case dictionary([AnyHashable: NSNumber])
        case undefined(MLFeatureType)
    }

    private let stored: Stored

    private init(_ stored: Stored) { self.stored = stored }

    /// A whole number.
    ///
    /// - Parameter value: The number.
    public convenience init(int64 value: Int64) { self.init(.int64(value)) }

    /// A real number.
    ///
    /// - Parameter value: The number.
    public convenience init(double value: Double) { self.init(.double(value)) }

    /// Text.
    ///
    /// - Parameter value: The text.
    public convenience init(string value: String) { self.init(.string(value)) }

    /// An array of numbers.
    ///
    /// - Parameter value: The array.
    public convenience init(multiArray value: MLMultiArray) { self.init(.multiArray(value)) }

    /// A dictionary of numbers by `String` or integer keys.
    ///
    /// Integer keys are kept as `Int64`, the one integer type Core ML's
    /// dictionary features have, whatever type they were given in (`Int`
    /// in Swift code): the classes Xcode generates read them as `Int64`.
    ///
    /// - Parameter value: The dictionary.
    /// - Throws: `MLModelError(.featureType)` for keys of any other type,
    ///   or an integer key outside `Int64`'s range.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        var keyed: [AnyHashable: NSNumber] = [:]
        for (key, number) in value {
            if let text = key.base as? String {
                keyed[text] = number
            } else if let integer = key.base as? any BinaryInteger, let wide = Int64(exactly: integer) {
                keyed[wide] = number
            } else {
                throw MLModelError(.featureType, "a dictionary feature's keys are strings or integers of Int64's range")
            }
        }
        self.init(.dictionary(keyed))
    }

    /// A value that is missing, of a type.
    ///
    /// - Parameter type: The type.
    public convenience init(undefined type: MLFeatureType) { self.init(.undefined(type)) }

    /// The value's type.
    public var type: MLFeatureType {
        switch stored {
        case .int64: .int64
        case .double: .double
        case .string: .string
        case .multiArray: .multiArray
        case .dictionary: .dictionary
        case .undefined(let type): type
        }
    }

    /// Whether the value is missing.
    public var isUndefined: Bool {
        if case .undefined = stored { return true }
        return false
    }

    /// The whole number (a real number rounded toward zero); 0 for other types.
    public var int64Value: Int64 {
        switch stored {
        case .int64(let value): value
        case .double(let value) where value.isFinite && abs(value) < 9.2e18: Int64(value)
        default: 0
        }
    }

    /// The real number (a whole number converted); 0 for other types.
    public var doubleValue: Double {
        switch stored {
        case .double(let value): value
        case .int64(let value): Double(value)
        default: 0
        }
    }

    /// The text; empty for other types.
    public var stringValue: String {
        if case .string(let value) = stored { return value }
        return ""
    }

    /// The array; `nil` for other types.
    public var multiArrayValue: MLMultiArray? {
        if case .multiArray(let value) = stored { return value }
        return nil
    }

    /// The dictionary; empty for other types.
    public var dictionaryValue: [AnyHashable: NSNumber] {
        if case .dictionary(let value) = stored { return value }
        return [:]
    }

    /// Whether another value has the same type and contents.
    ///
    /// - Parameter value: The other value.
    /// - Returns: Whether they are equal.
    public func isEqual(to value: MLFeatureValue) -> Bool { self == value }

    /// Values are equal when their types and contents are.
    public static func == (lhs: MLFeatureValue, rhs: MLFeatureValue) -> Bool { lhs.stored == rhs.stored }

    /// Hashes the type and contents.
    public func hash(into hasher: inout Hasher) { hasher.combine(stored) }

    /// The value in words.
    public var description: String {
        switch stored {
        case .int64(let value): "Int64 : \(value)"
        case .double(let value): "Double : \(value)"
        case .string(let value): "String : \(value)"
        case .multiArray(let value): "MultiArray : \(value.shape)"
        case .dictionary(let value): "Dictionary : \(value)"
        case .undefined(let type): "Undefined : \(type)"
        }
    }
}

/// Named values a model takes or gives, as Core ML's `MLFeatureProvider`.
public protocol MLFeatureProvider {
    /// The names of the values.
    var featureNames: Set<String> { get }
    /// The value of a name, or `nil`.
    ///
    /// - Parameter featureName: The name.
    /// - Returns: The value.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Values by name in a dictionary, as Core ML's `MLDictionaryFeatureProvider`.
public final class MLDictionaryFeatureProvider: MLFeatureProvider, @unchecked Sendable {
    /// The values by name.
    public let dictionary: [String: MLFeatureValue]

    /// Values from a dictionary whose values are feature values, numbers
    /// (`Int`, `Int64`, `Double`, `Float`, `NSNumber`), strings, arrays
    /// or dictionaries of numbers.
    ///
    /// - Parameter dictionary: The values by name.
    /// - Throws: `MLModelError(.featureType)` for a value of any other type.
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            switch value {
            case let feature as MLFeatureValue: values[name] = feature
            case let number as Int: values[name] = MLFeatureValue(int64: Int64(number))
            case let number as Int64: values[name] = MLFeatureValue(int64: number)
            case let number as Double: values[name] = MLFeatureValue(double: number)
            case let number as Float: values[name] = MLFeatureValue(double: Double(number))
            case let number as NSNumber: values[name] = MLFeatureValue(double: number.doubleValue)
            case let text as String: values[name] = MLFeatureValue(string: text)
            case let array as MLMultiArray: values[name] = MLFeatureValue(multiArray: array)
            case let numbers as [AnyHashable: NSNumber]: values[name] = try MLFeatureValue(dictionary: numbers)
            default: throw MLModelError(.featureType, "the value of '\(name)' (\(type(of: value))) is not a feature value")
            }
        }
        self.dictionary = values
    }

    /// The names of the values.
    public var featureNames: Set<String> { Set(dictionary.keys) }

    /// The value of a name, or `nil`.
    ///
    /// - Parameter featureName: The name.
    /// - Returns: The value.
    public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// The value of a name, or `nil`.
    public subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}
