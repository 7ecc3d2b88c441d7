import AnimationCore
import Foundation

extension Font {
    /// San Francisco's automatic tracking on iOS, in points, at the sizes
    /// Apple publishes it: the Human Interface Guidelines' "Typography"
    /// page, "Tracking values", iOS/iPadOS/visionOS, SF Pro, the "Tracking
    /// (points)" column (-0.43 at 17 points, where the 1/1000-em column's
    /// rounded -26 would give -0.442; real renders of 17-point text agree
    /// with -0.43 to the pixel). SwiftUI applies it to the system font at
    /// every size; between the listed sizes this package interpolates
    /// linearly (a choice), below 6 points it keeps 6 points' share of an em,
    /// and from 80 points it is 0, as the table says.
    static let systemTrackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0)
    ]

    /// The system font's automatic tracking at a point size, in points
    /// (-0.43 at 17 points); 0 for a size that is not finite or positive.
    static func systemTracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let table = systemTrackingTable
        if size <= table[0].size { return table[0].tracking / table[0].size * size }
        for index in 1..<table.count where size <= table[index].size {
            let (low, high) = (table[index - 1], table[index])
            let fraction = (size - low.size) / (high.size - low.size)
            return low.tracking + (high.tracking - low.tracking) * fraction
        }
        return 0
    }

    /// Whether the font is the system font (a size or a text style), which
    /// SwiftUI tracks automatically; a custom font is not.
    var isSystemFont: Bool {
        if case .custom = base { return false }
        return true
    }
}
