import AnimationViews
import Foundation
import UIKit

extension Image {
    /// The orientations of an image's pixels, as in SwiftUI.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// Upright.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Turned half a turn and mirrored.
        case downMirrored
        /// Shown turned a quarter turn counterclockwise.
        case left
        /// Mirrored and turned as `left`.
        case leftMirrored
        /// Shown turned a quarter turn clockwise.
        case right
        /// Mirrored and turned as `right`.
        case rightMirrored

        var uiKit: UIImage.Orientation {
            switch self {
            case .up: .up
            case .upMirrored: .upMirrored
            case .down: .down
            case .downMirrored: .downMirrored
            case .left: .left
            case .leftMirrored: .leftMirrored
            case .right: .right
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// An image of a bitmap's pixels that accessibility ignores, at a
    /// scale (pixels per point) and orientation.
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: How the pixels are turned (`.up` by default).
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self = UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiKit).swiftUIImage
    }

    /// An image of a bitmap's pixels, at a scale and orientation, with a
    /// label for accessibility (kept as `Image(_:bundle:label:)` keeps it).
    ///
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: How the pixels are turned (`.up` by default).
    ///   - label: The label.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self = UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiKit).swiftUIImage
    }
}
