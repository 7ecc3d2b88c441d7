import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// Where a label's text sits across its position.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    /// Centered on the position.
    case center
    /// Starting at the position.
    case left
    /// Ending at the position.
    case right
}

/// Where a label's text sits along its position.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    /// The baseline on the position.
    case baseline
    /// Centered on the position.
    case center
    /// The top on the position.
    case top
    /// The bottom on the position.
    case bottom
}

/// A line of text, as SpriteKit's `SKLabelNode`. SpriteKit's defaults:
/// Helvetica Neue UltraLight 32 points, white, centered on its baseline.
open class SKLabelNode: SKNode {
    /// The text.
    open var text: String?
    /// The font's name.
    open var fontName: String? = "HelveticaNeue-UltraLight"
    /// The font's size.
    open var fontSize: CGFloat = 32
    /// The text's color.
    open var fontColor: SKColor? = .white
    /// Where the text sits across the position.
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    /// Where the text sits along the position.
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    /// How many lines (0: as many as needed).
    open var numberOfLines = 1
    /// The width lines wrap at (0: no wrapping).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// An empty label.
    public override init() {
        super.init()
    }

    /// A label from an archive: none on the headless host.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A label of a text.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    /// A label of a font.
    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    /// A label of an attributed text (its characters).
    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        text = attributedText?.string
    }

    /// The text's box estimated from its size (0.55 of the font size a
    /// character wide, the font size high), in the node's coordinates.
    open override var contentRect: CGRect? {
        guard let text, !text.isEmpty else { return nil }
        let width = CGFloat(text.count) * fontSize * 0.55, height = fontSize
        let x: CGFloat =
            switch horizontalAlignmentMode {
            case .center: -width / 2
            case .left: 0
            case .right: -width
            }
        let y: CGFloat =
            switch verticalAlignmentMode {
            case .baseline: -height * 0.2
            case .center: -height / 2
            case .top: -height
            case .bottom: 0
            }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// The node a scene's view follows, as SpriteKit's `SKCameraNode`: its
/// position is drawn at the view's center, its scale zooms out.
open class SKCameraNode: SKNode {
    /// Whether a node is inside the camera's view.
    open func contains(_ node: SKNode) -> Bool {
        guard let scene else { return false }
        let half = CGSize(width: scene.size.width * xScale / 2, height: scene.size.height * yScale / 2)
        let view = CGRect(x: position.x - half.width, y: position.y - half.height, width: half.width * 2, height: half.height * 2)
        return view.intersects(node.calculateAccumulatedFrame())
    }
}
