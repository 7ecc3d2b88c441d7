import Foundation

/// A JSON value among a preview tool's arguments, as `animate tool` reads
/// them from the command line and the MCP server from a `tools/call`
/// message (the SDK's `Value` becomes one, so both read arguments the same
/// way). A whole number is an `int`, any other number a `double`.
public enum PreviewToolValue: Codable, Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits an `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([PreviewToolValue])
    /// An object.
    case object([String: PreviewToolValue])

    /// Reads a JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([PreviewToolValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: PreviewToolValue].self))
        }
    }

    /// Writes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Whether the value is `null`.
    var isNull: Bool { self == .null }
    /// The string, if the value is one.
    var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The number, if the value is one (a whole one too).
    var numberValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
    /// The whole number, if the value is one (`3.0` too).
    var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
        default: nil
        }
    }
    /// The elements, if the value is an array.
    var arrayValue: [PreviewToolValue]? { if case .array(let value) = self { value } else { nil } }
}
