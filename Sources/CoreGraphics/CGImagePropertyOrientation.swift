import Foundation

/// How an image's pixels are turned to show it upright, as Image I/O's
/// `CGImagePropertyOrientation` (the EXIF orientation values).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// As stored.
    case up = 1
    /// Mirrored horizontally.
    case upMirrored = 2
    /// Turned 180°.
    case down = 3
    /// Mirrored vertically.
    case downMirrored = 4
    /// Mirrored horizontally, then turned 90° anticlockwise.
    case leftMirrored = 5
    /// Turned 90° clockwise.
    case right = 6
    /// Mirrored horizontally, then turned 90° clockwise.
    case rightMirrored = 7
    /// Turned 90° anticlockwise.
    case left = 8
}
