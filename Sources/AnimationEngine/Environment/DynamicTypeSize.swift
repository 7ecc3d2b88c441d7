import AnimationCore
import Foundation

/// The text size the user chose: text styles (`.body`, `.headline`, ...)
/// scale with it; fonts of a fixed size do not.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension DynamicTypeSize {
    /// The size in `range` nearest `size` (`size` itself when inside, or
    /// when the range holds none).
    package static func nearest<T: RangeExpression>(to size: DynamicTypeSize, in range: T) -> DynamicTypeSize
    where T.Bound == DynamicTypeSize {
        guard !range.contains(size) else { return size }
        let all = Array(allCases)
        let index = all.firstIndex(of: size) ?? 0
        return all.indices.filter { range.contains(all[$0]) }.min { abs($0 - index) < abs($1 - index) }.map { all[$0] } ?? size
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The text size: `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
