import AnimationCore
import Foundation

extension Font {
    /// San Francisco's automatic tracking at the sizes Apple publishes it,
    /// in thousandths of an em: +12 at 10 points, 0 at 12, -6 at 13, -26 at
    /// 17 and +14 at 28 (the Human Interface Guidelines' tracking table).
    /// SwiftUI applies it to the system font at every size; between these
    /// sizes this package interpolates linearly, and outside them keeps the
    /// nearest value (a choice: Apple's full table is not reproduced here).
    static let systemTrackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (10, 12), (12, 0), (13, -6), (17, -26), (28, 14)
    ]

    /// The system font's automatic tracking at a point size, in points
    /// (-0.442 at 17 points); 0 for a size that is not finite or positive.
    static func systemTracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let table = systemTrackingTable
        var perMille = table[table.count - 1].tracking
        if size <= table[0].size {
            perMille = table[0].tracking
        } else {
            for index in 1..<table.count where size <= table[index].size {
                let (low, high) = (table[index - 1], table[index])
                let fraction = (size - low.size) / (high.size - low.size)
                perMille = low.tracking + (high.tracking - low.tracking) * fraction
                break
            }
        }
        return perMille / 1000 * size
    }

    /// Whether the font is the system font (a size or a text style), which
    /// SwiftUI tracks automatically; a custom font is not.
    var isSystemFont: Bool {
        if case .custom = base { return false }
        return true
    }
}
