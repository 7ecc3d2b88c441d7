import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// How a sprite blends with what is under it. The headless host draws
/// every sprite with `.alpha` (normal blending).
public enum SKBlendMode: Int, Sendable {
    /// Normal blending.
    case alpha
    /// Added.
    case add
    /// Subtracted.
    case subtract
    /// Multiplied.
    case multiply
    /// Multiplied twice.
    case multiplyX2
    /// Screened.
    case screen
    /// Replaced.
    case replace
    /// Multiplied, alpha premultiplied.
    case multiplyAlpha
}

/// A textured or colored rectangle, as SpriteKit's `SKSpriteNode`.
///
/// The rectangle is ``size`` around ``position``, placed by
/// ``anchorPoint``. With a texture it draws the image; without one it
/// fills with ``color``. A texture's ``colorBlendFactor`` tint is drawn as
/// the color over the image at that opacity.
open class SKSpriteNode: SKNode {
    /// The image drawn.
    open var texture: SKTexture?
    /// The fill color without a texture, the tint with one.
    open var color: SKColor = .white
    /// How much of ``color`` tints the texture, 0 to 1.
    open var colorBlendFactor: CGFloat = 0
    /// The rectangle's size.
    open var size: CGSize = .zero
    /// Where the position sits in the rectangle: (0.5, 0.5) is the center.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// How the sprite blends (drawn as `.alpha`).
    open var blendMode: SKBlendMode = .alpha
    /// A normal map (not drawn).
    open var normalTexture: SKTexture?
    /// Which lights light the sprite (none are drawn).
    open var lightingBitMask: UInt32 = 0

    /// An empty sprite.
    public override init() {
        super.init()
    }

    /// A sprite of a texture, a tint and a size.
    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        super.init()
        self.texture = texture
        self.color = color
        self.size = size
    }

    /// A sprite of a texture at its size.
    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    /// A sprite of a texture at a size.
    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    /// A sprite of a catalog image at its size.
    public convenience init(imageNamed name: String) {
        self.init(texture: SKTexture(imageNamed: name))
    }

    /// A rectangle of a color.
    public convenience init(color: SKColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    /// A sprite from an archive: none on the headless host.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The rectangle in the node's coordinates.
    open override var contentRect: CGRect? {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// Scales the sprite to a size: its scales, not its size, change.
    open func scale(to size: CGSize) {
        guard self.size.width != 0, self.size.height != 0 else { return }
        xScale = size.width / self.size.width
        yScale = size.height / self.size.height
    }

    /// Applies a sprite action's progress; `start` and `startTexture` are
    /// what the running action captured when it began.
    func apply(
        _ action: SKAction, progress t: CGFloat, delta dt: CGFloat, elapsed: Double,
        start: inout [CGFloat], startTexture: inout SKTexture?
    ) {
        switch action.kind {
        case .resizeBy(let w, let h):
            size.width += w * dt
            size.height += h * dt
        case .resizeTo(let w, let h):
            if start.isEmpty { start = [size.width, size.height] }
            if let w { size.width = start[0] + (w - start[0]) * t }
            if let h { size.height = start[1] + (h - start[1]) * t }
        case .colorize(let target, let blend):
            if start.isEmpty {
                start = [colorBlendFactor]
                if let target { color = target }
            }
            colorBlendFactor = start[0] + (blend - start[0]) * t
        case .texture(let texture, let resize):
            self.texture = texture
            if resize { size = texture.size() }
        case .animate(let textures, let frame, let resize, let restore):
            guard !textures.isEmpty else { return }
            if start.isEmpty, let current = texture { startTexture = current }
            if start.isEmpty { start = [0] }
            let index = frame > 0 ? min(Int(elapsed / frame), textures.count - 1) : textures.count - 1
            let done = elapsed >= frame * Double(textures.count)
            let shown = done && restore ? (startTexture ?? textures[index]) : textures[index]
            texture = shown
            if resize { size = shown.size() }
        default: break
        }
    }
}
