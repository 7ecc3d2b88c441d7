import Synchronization

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// The next identifier; the first one made is 1.
    private static let counter = Atomic<UInt64>(0)

    /// Creates a unique Combine identifier.
    public init() {
        rawValue = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// The identifier in hexadecimal.
    public var description: String {
        "0x" + String(rawValue, radix: 16)
    }
}

/// A protocol for uniquely identifying publisher streams.
///
/// A class conforms by default: its identifier is its object identity.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity as a Combine identifier.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
