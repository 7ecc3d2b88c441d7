import AnimationCore
import AnimationViews
import Foundation

/// An image of an asset catalog, as Xcode's generated asset symbols name
/// it (`ImageResource.avatar`; see `animate asset-symbols` and the
/// `XcodeOnLinux` plugin). SwiftUI draws one with `Image(_:)`, UIKit with
/// ``UIImage/init(resource:)``.
public struct ImageResource: Hashable, Sendable {
    /// The image's name in the catalog.
    public let name: String
    /// The folder of the catalog's bundle.
    package let bundlePath: String

    /// An image of a bundle's catalog.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundleURL.path
    }
}

/// A color of the app's asset catalog, as Xcode's generated asset symbols
/// name it (`ColorResource.brandRed`). SwiftUI draws one with `Color(_:)`,
/// UIKit with ``UIColor/init(resource:)``.
public struct ColorResource: Hashable, Sendable {
    /// The color's name in the catalog.
    public let name: String
    /// The folder of the catalog's bundle.
    package let bundlePath: String

    /// A color of a bundle's catalog (read then, so that its colors are
    /// registered).
    ///
    /// - Parameters:
    ///   - name: The color's name.
    ///   - bundle: The bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundleURL.path
        AssetBundles.loadColors(bundlePath: bundlePath)
    }
}

extension UIImage {
    /// The image of a generated asset symbol (a placeholder when the
    /// host's catalog lacks it, as SwiftUI draws a missing image).
    ///
    /// - Parameter resource: The image.
    public convenience init(resource: ImageResource) {
        self.init(asset: resource.name, bundlePath: resource.bundlePath)
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
