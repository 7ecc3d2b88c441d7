// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// (Apple's C names of the simd types.)

/// A 4 × 4 matrix of `Float`s in four columns, as Apple's simd has it
/// (transforms of 3D points in homogeneous coordinates).
public struct simd_float4x4: _SIMDSquareMatrix {
    /// The columns, left to right.
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }

    /// The matrix of these columns.
    ///
    /// - Parameter columns: The columns, left to right.
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }

    /// The matrix of these columns.
    public init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) { columns = (c0, c1, c2, c3) }

    /// The matrix of four columns (missing ones are zero; extra ones are
    /// ignored).
    ///
    /// - Parameter columns: The columns, left to right.
    public init(_ columns: [SIMD4<Float>]) {
        func at(_ index: Int) -> SIMD4<Float> { index < columns.count ? columns[index] : .zero }
        self.columns = (at(0), at(1), at(2), at(3))
    }

    /// The columns as an array.
    public var _columns: [SIMD4<Float>] { [columns.0, columns.1, columns.2, columns.3] }

    /// A column.
    public subscript(column: Int) -> SIMD4<Float> {
        get { _columns[column] }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            case 3: columns.3 = newValue
            default: preconditionFailure("Column \(column) of a 4 × 4 matrix")
            }
        }
    }

    /// Whether the two matrices are equal element by element.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._columns == rhs._columns }
}

/// A 3 × 3 matrix of `Float`s in three columns, as Apple's simd has it.
public struct simd_float3x3: _SIMDSquareMatrix {
    /// The columns, left to right.
    public var columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero) }

    /// The matrix of these columns.
    ///
    /// - Parameter columns: The columns, left to right.
    public init(columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) { self.columns = columns }

    /// The matrix of these columns.
    public init(_ c0: SIMD3<Float>, _ c1: SIMD3<Float>, _ c2: SIMD3<Float>) { columns = (c0, c1, c2) }

    /// The matrix of three columns (missing ones are zero; extra ones are
    /// ignored).
    ///
    /// - Parameter columns: The columns, left to right.
    public init(_ columns: [SIMD3<Float>]) {
        func at(_ index: Int) -> SIMD3<Float> { index < columns.count ? columns[index] : .zero }
        self.columns = (at(0), at(1), at(2))
    }

    /// The columns as an array.
    public var _columns: [SIMD3<Float>] { [columns.0, columns.1, columns.2] }

    /// A column.
    public subscript(column: Int) -> SIMD3<Float> {
        get { _columns[column] }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            default: preconditionFailure("Column \(column) of a 3 × 3 matrix")
            }
        }
    }

    /// Whether the two matrices are equal element by element.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._columns == rhs._columns }
}

/// ``simd_float4x4`` by its older names.
public typealias matrix_float4x4 = simd_float4x4
/// ``simd_float4x4`` by its Swift name.
public typealias float4x4 = simd_float4x4
/// ``simd_float3x3`` by its older names.
public typealias matrix_float3x3 = simd_float3x3
/// ``simd_float3x3`` by its Swift name.
public typealias float3x3 = simd_float3x3

/// The 4 × 4 identity.
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4<Float>(repeating: 1))
/// The 3 × 3 identity.
public let matrix_identity_float3x3 = simd_float3x3(diagonal: SIMD3<Float>(repeating: 1))
