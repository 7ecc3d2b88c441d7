import AnimationCore
import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The default minimum height of rows in a list: a row is at least
    /// this high, and otherwise as high as its content and its row insets
    /// make it (SwiftUI's documented rule). 44 points by default, iOS's
    /// minimum row height and tap target (the Human Interface Guidelines'
    /// 44 × 44 point minimum hit region). A negative or non-finite value
    /// bounds nothing (0).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a header in a list; `nil` (the
    /// default) lets the list choose, as iOS does: the header is as high
    /// as its text and padding. A negative or non-finite value bounds
    /// nothing.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// ``defaultMinListRowHeight`` as a length rows can use: 0 for a
    /// negative or non-finite value.
    var minimumListRowHeight: CGFloat {
        let height = defaultMinListRowHeight
        return height.isFinite && height > 0 ? height : 0
    }

    /// ``defaultMinListHeaderHeight`` as a length headers can use; `nil`
    /// for none, a negative or a non-finite value.
    var minimumListHeaderHeight: CGFloat? {
        defaultMinListHeaderHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }
}
