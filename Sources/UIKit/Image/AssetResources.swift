import AnimationCore
import AnimationViews
import Foundation

/// An image of the app's asset catalog, as Xcode's generated asset symbols
/// name it (`ImageResource.avatar`; see `animate asset-symbols`). SwiftUI
/// draws one with `Image(_:)`, UIKit with ``UIImage/init(resource:)``.
public struct ImageResource: Hashable, Sendable {
    /// The image's name in the catalog.
    public let name: String

    /// An image of the catalog.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle (unused: a host has one catalog).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

/// A color of the app's asset catalog, as Xcode's generated asset symbols
/// name it (`ColorResource.brandRed`). SwiftUI draws one with `Color(_:)`,
/// UIKit with ``UIColor/init(resource:)``.
public struct ColorResource: Hashable, Sendable {
    /// The color's name in the catalog.
    public let name: String

    /// A color of the catalog.
    ///
    /// - Parameters:
    ///   - name: The color's name.
    ///   - bundle: The bundle (unused: a host has one catalog).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension UIImage {
    /// The image of a generated asset symbol (a placeholder when the
    /// host's catalog lacks it, as SwiftUI draws a missing image).
    ///
    /// - Parameter resource: The image.
    public convenience init(resource: ImageResource) {
        self.init(asset: resource.name)
    }
}

extension UIColor {
    /// The color of a generated asset symbol, with its light and dark
    /// values; clear when the host's catalog lacks it.
    ///
    /// - Parameter resource: The color.
    public convenience init(resource: ColorResource) {
        if let asset = ColorAssets.color(named: resource.name) {
            self.init(light: Self.components(asset.light), dark: Self.components(asset.dark))
        } else {
            self.init(white: 0, alpha: 0)
        }
    }
}
