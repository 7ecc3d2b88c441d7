// What Apple's matrix types share, written once over their columns as an
// array: products, the transpose, the inverse and the determinant.

/// A square matrix of `Float` columns (``simd_float3x3``,
/// ``simd_float4x4``): the operations written once over its columns.
public protocol _SIMDSquareMatrix: Equatable, Sendable {
    /// A column (and a row).
    associatedtype Column: SIMD where Column.Scalar == Float
    /// The matrix of these columns.
    init(_ columns: [Column])
    /// The columns, left to right.
    var _columns: [Column] { get }
}

extension _SIMDSquareMatrix {
    /// The matrix with `scalar` on its diagonal and zero elsewhere.
    ///
    /// - Parameter scalar: The diagonal's value.
    public init(_ scalar: Float) { self.init(diagonal: Column(repeating: scalar)) }

    /// The matrix with `diagonal` on its diagonal and zero elsewhere.
    ///
    /// - Parameter diagonal: The diagonal.
    public init(diagonal: Column) {
        self.init(
            (0..<Column.scalarCount).map { index in
                var column = Column()
                column[index] = diagonal[index]
                return column
            })
    }

    /// The matrix of these rows.
    ///
    /// - Parameter rows: The rows, top to bottom.
    public init(rows: [Column]) { self = Self(rows).transpose }

    /// The element in a column and row.
    public subscript(column: Int, row: Int) -> Float { _columns[column][row] }

    /// The matrix with rows and columns exchanged.
    public var transpose: Self {
        let columns = _columns
        return Self(
            (0..<Column.scalarCount).map { row in
                Column((0..<Column.scalarCount).map { columns[$0][row] })
            })
    }

    /// The determinant (by Gaussian elimination with partial pivoting).
    public var determinant: Float {
        var rows = transpose._columns.map { row in (0..<Column.scalarCount).map { Double(row[$0]) } }
        let n = rows.count
        var result = 1.0
        for pivot in 0..<n {
            let best = (pivot..<n).max { abs(rows[$0][pivot]) < abs(rows[$1][pivot]) } ?? pivot
            if rows[best][pivot] == 0 { return 0 }
            if best != pivot {
                rows.swapAt(best, pivot)
                result = -result
            }
            result *= rows[pivot][pivot]
            for row in (pivot + 1)..<n {
                let factor = rows[row][pivot] / rows[pivot][pivot]
                for column in pivot..<n { rows[row][column] -= factor * rows[pivot][column] }
            }
        }
        return Float(result)
    }

    /// The inverse (by Gauss-Jordan elimination). As Apple's, a singular
    /// matrix has no inverse: its elements become infinite or NaN.
    public var inverse: Self {
        let n = Column.scalarCount
        var rows = transpose._columns.map { row in (0..<n).map { Double(row[$0]) } }
        var inverse = (0..<n).map { row in (0..<n).map { $0 == row ? 1.0 : 0.0 } }
        for pivot in 0..<n {
            let best = (pivot..<n).max { abs(rows[$0][pivot]) < abs(rows[$1][pivot]) } ?? pivot
            rows.swapAt(best, pivot)
            inverse.swapAt(best, pivot)
            let scale = rows[pivot][pivot]
            for column in 0..<n {
                rows[pivot][column] /= scale
                inverse[pivot][column] /= scale
            }
            for row in 0..<n where row != pivot {
                let factor = rows[row][pivot]
                for column in 0..<n {
                    rows[row][column] -= factor * rows[pivot][column]
                    inverse[row][column] -= factor * inverse[pivot][column]
                }
            }
        }
        return Self(rows: inverse.map { Column($0.map { Float($0) }) })
    }

    /// The product of two matrices (`lhs` applied after `rhs`).
    public static func * (lhs: Self, rhs: Self) -> Self { Self(rhs._columns.map { lhs * $0 }) }

    /// The matrix applied to a column vector.
    public static func * (lhs: Self, rhs: Column) -> Column {
        var result = Column()
        for (index, column) in lhs._columns.enumerated() { result += rhs[index] * column }
        return result
    }

    /// A row vector times the matrix.
    public static func * (lhs: Column, rhs: Self) -> Column { rhs.transpose * lhs }

    /// Every element scaled.
    public static func * (lhs: Float, rhs: Self) -> Self { Self(rhs._columns.map { lhs * $0 }) }

    /// The element-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(zip(lhs._columns, rhs._columns).map { $0 + $1 }) }

    /// The element-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(zip(lhs._columns, rhs._columns).map { $0 - $1 }) }

    /// `lhs = lhs * rhs`.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// The product of two matrices (C name).
public func simd_mul<M: _SIMDSquareMatrix>(_ lhs: M, _ rhs: M) -> M { lhs * rhs }
/// A matrix applied to a vector (C name).
public func simd_mul<M: _SIMDSquareMatrix>(_ lhs: M, _ rhs: M.Column) -> M.Column { lhs * rhs }
/// The product of two matrices (older C name).
public func matrix_multiply<M: _SIMDSquareMatrix>(_ lhs: M, _ rhs: M) -> M { lhs * rhs }
/// A matrix applied to a vector (older C name).
public func matrix_multiply<M: _SIMDSquareMatrix>(_ lhs: M, _ rhs: M.Column) -> M.Column { lhs * rhs }
/// The inverse (C name).
public func simd_inverse<M: _SIMDSquareMatrix>(_ matrix: M) -> M { matrix.inverse }
/// The transpose (C name).
public func simd_transpose<M: _SIMDSquareMatrix>(_ matrix: M) -> M { matrix.transpose }
/// The determinant (C name).
public func simd_determinant<M: _SIMDSquareMatrix>(_ matrix: M) -> Float { matrix.determinant }
