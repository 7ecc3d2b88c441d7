import Foundation

/// The type of an array's elements, as Core ML's `MLMultiArrayDataType`
/// (its raw values are Apple's).
public enum MLMultiArrayDataType: Int, Sendable {
    /// 64-bit floating point.
    case double = 65600
    /// 32-bit floating point.
    case float32 = 65568
    /// 16-bit floating point.
    case float16 = 65552
    /// 32-bit integers.
    case int32 = 131104

    /// 64-bit floating point.
    public static let float64 = MLMultiArrayDataType.double
    /// 32-bit floating point.
    public static let float = MLMultiArrayDataType.float32
}

/// An array of numbers of any number of dimensions, as Core ML's
/// `MLMultiArray`: its elements are kept as `Double`s (an `int32` or
/// `float16` array rounds what it is given to its type), row-major.
/// Two arrays are equal only when they are the same object, as Core ML's
/// are.
public final class MLMultiArray: @unchecked Sendable, Hashable {
    /// The size of each dimension.
    public let shape: [NSNumber]
    /// How many elements each dimension steps over.
    public let strides: [NSNumber]
    /// The type of the elements.
    public let dataType: MLMultiArrayDataType
    private var storage: [Double]

    /// An array of zeros.
    ///
    /// - Parameters:
    ///   - shape: The size of each dimension, each at least 1.
    ///   - dataType: The elements' type.
    /// - Throws: `MLModelError(.generic)` for an empty shape, a dimension
    ///   under 1, or more than 2^31 elements.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let sizes = shape.map(\.intValue)
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 1 }) else {
            throw MLModelError(.generic, "an MLMultiArray's shape needs dimensions of at least 1, not \(sizes)")
        }
        var count = 1
        for size in sizes {
            let (product, overflow) = count.multipliedReportingOverflow(by: size)
            guard !overflow, product <= 1 << 31 else { throw MLModelError(.generic, "an MLMultiArray of shape \(sizes) is too large") }
            count = product
        }
        var strides = [Int](repeating: 1, count: sizes.count)
        for index in stride(from: sizes.count - 2, through: 0, by: -1) { strides[index] = strides[index + 1] * sizes[index + 1] }
        self.shape = shape
        self.strides = strides.map { NSNumber(value: $0) }
        self.dataType = dataType
        storage = [Double](repeating: 0, count: count)
    }

    /// How many elements it holds.
    public var count: Int { storage.count }

    /// An element by its index in row-major order.
    ///
    /// - Precondition: `index` is within `0..<count`.
    public subscript(index: Int) -> NSNumber {
        get {
            precondition(storage.indices.contains(index), "MLMultiArray: index \(index) is outside 0..<\(count)")
            return NSNumber(value: storage[index])
        }
        set {
            precondition(storage.indices.contains(index), "MLMultiArray: index \(index) is outside 0..<\(count)")
            storage[index] = rounded(newValue.doubleValue)
        }
    }

    /// An element by its index in each dimension.
    ///
    /// - Precondition: there is an index for each dimension, each within it.
    public subscript(key: [NSNumber]) -> NSNumber {
        get { self[offset(of: key)] }
        set { self[offset(of: key)] = newValue }
    }

    private func offset(of key: [NSNumber]) -> Int {
        precondition(key.count == shape.count, "MLMultiArray: \(key.count) indices for \(shape.count) dimensions")
        var offset = 0
        for (dimension, index) in key.enumerated() {
            let value = index.intValue
            precondition(value >= 0 && value < shape[dimension].intValue, "MLMultiArray: index \(value) is outside dimension \(dimension)")
            offset += value * strides[dimension].intValue
        }
        return offset
    }

    private func rounded(_ value: Double) -> Double {
        switch dataType {
        case .double: value
        case .float32: Double(Float(value))
        case .float16: Double(Float(Float16(Float(value))))
        case .int32: value.isFinite ? Double(Int32(clamping: Int64(max(min(value, 9e18), -9e18)))) : 0
        }
    }

    /// Arrays are equal when they are the same object.
    public static func == (lhs: MLMultiArray, rhs: MLMultiArray) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
