import AnimationViews
import Foundation

/// A view of an image, as in UIKit: drawn in an image of its view (see `UIView.drawHierarchy`).
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether it is highlighted.
    open var isHighlighted = false

    /// A view of an image, sized to it.
    ///
    /// - Parameter image: The image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// A view of no image.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size.
    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }

    /// Draws the image (the highlighted one while highlighted) into the
    /// bounds as ``UIView/contentMode`` places it: stretched, fitted or
    /// filled keeping its aspect ratio, or at its size centered or against
    /// an edge.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        shown.draw(in: Self.placement(of: shown.size, in: bounds, mode: contentMode))
    }

    /// Where an image of a size goes in bounds, by content mode.
    static func placement(of size: CGSize, in bounds: CGRect, mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func centered(_ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = mode == .scaleAspectFit ? fit : fill
            return centered(size.width * scale, size.height * scale)
        case .center:
            return centered(size.width, size.height)
        case .top:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        case .bottom:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .right:
            return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
