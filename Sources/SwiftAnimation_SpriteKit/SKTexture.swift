import AnimationViews
import Foundation
import UIKit

/// How a texture is sampled when scaled.
public enum SKTextureFilteringMode: Int, Sendable {
    /// The nearest pixel (pixel art).
    case nearest
    /// Blended pixels.
    case linear
}

/// An image for sprites, as SpriteKit's `SKTexture`: an image of the asset
/// catalog by name, or of a `UIImage`.
///
/// An image the catalog lacks is SpriteKit's missing-resource texture: 128
/// by 128 points, drawn as a red cross, with a warning.
open class SKTexture: NSObject {
    /// The image's name in the catalog, when it has one.
    let imageName: String?
    /// The image, when made of one.
    let image: UIImage?
    private let pointSize: CGSize
    /// How it is sampled when scaled.
    open var filteringMode: SKTextureFilteringMode = .linear
    /// Whether it is missing.
    let isMissing: Bool

    /// The texture of a catalog image.
    public init(imageNamed name: String) {
        imageName = name
        let found = UIImage(named: name)
        image = found
        isMissing = found == nil
        pointSize = found?.size ?? CGSize(width: 128, height: 128)
        super.init()
        if isMissing { SpriteKitWarnings.warn("SpriteKit: no image named \(name); its texture is the missing-resource cross") }
    }

    /// The texture of an image.
    public init(image: UIImage) {
        imageName = nil
        self.image = image
        isMissing = false
        pointSize = image.size
        super.init()
    }

    /// The texture's size in points.
    open func size() -> CGSize { pointSize }

    /// Loads the texture's image: it is loaded already.
    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }

    /// Loads textures' images: they are loaded already.
    public class func preload(_ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// A collection of textures, as SpriteKit's `SKTextureAtlas`: the atlas's
/// images are the catalog's images of their names.
open class SKTextureAtlas: NSObject {
    /// The atlas's name.
    let atlasName: String

    /// The atlas of a name.
    public init(named name: String) {
        atlasName = name
        super.init()
    }

    /// The texture of an image name.
    open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }

    /// The names of the atlas's images: the headless host reads no
    /// `.atlas` folders, so none.
    open var textureNames: [String] { [] }
}
