import Foundation
import UIKit

/// A device a snapshot is laid out on, as swift-snapshot-testing names it
/// on iOS (`.image(layout: .device(config: .iPhone13))`): its screen's
/// size in points, its safe area and its traits. A suite written for iOS
/// runs unchanged.
///
/// The sizes and safe areas are those swift-snapshot-testing gives each
/// device (full screen; iPad split views are not modelled).
public struct ViewImageConfig: Sendable {
    /// Which way a device is held.
    public enum Orientation: Sendable {
        /// Held on its side.
        case landscape
        /// Held upright.
        case portrait
    }

    /// The safe area: the status bar, the notch and the home indicator.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` for the view's own size.
    public var size: CGSize?
    /// The device's traits: its size classes.
    public var traits: UITraitCollection

    /// A configuration.
    ///
    /// - Parameters:
    ///   - safeArea: The safe area's insets.
    ///   - size: The size in points; `nil` for the view's own.
    ///   - traits: The traits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: its portrait size; in landscape the sides swap and the
    /// safe area turns with it (`bar` at the top in portrait; a notched
    /// phone keeps `bottom` for its home indicator).
    static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat, landscapeBottom: CGFloat,
        wideInLandscape: Bool
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: CGSize(width: width, height: height),
                traits: sizeClasses(.compact, .regular))
        case .landscape:
            // A phone with a home button has no safe area on its side.
            let side = bottom > 0 ? top : 0
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: side, bottom: bottom > 0 ? landscapeBottom : 0, right: side),
                size: CGSize(width: height, height: width), traits: sizeClasses(wideInLandscape ? .regular : .compact, .compact))
        }
    }

    /// A tablet, full screen: regular both ways.
    static func tablet(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat)
        -> ViewImageConfig
    {
        let size = orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size, traits: sizeClasses(.regular, .regular))
    }

    private static func sizeClasses(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [.init(horizontalSizeClass: horizontal), .init(verticalSizeClass: vertical)])
    }
}
