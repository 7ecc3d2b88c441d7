import AnimationCore
import AnimationViews
import Foundation

/// Text drawn into the current graphics context (of an image renderer),
/// as UIKit's string drawing does.
enum StringDrawing {
    /// The text of a string in attributes: `.font` (a ``UIFont``; 12-point
    /// Helvetica's size, the system font here, when absent, as in UIKit),
    /// `.foregroundColor` (a ``UIColor``; black when absent) and `.kern`.
    static func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> Text {
        let font = attributes?[.font] as? UIFont
        let color = attributes?[.foregroundColor] as? UIColor
        var text = Text(verbatim: string)
            .font(font?.font ?? .system(size: 12))
            .foregroundColor(color?.swiftUIColor ?? .black)
        if let kern = attributes?[.kern] as? CGFloat ?? (attributes?[.kern] as? Double).map({ CGFloat($0) }) {
            text = text.kerning(kern)
        }
        return text
    }

    /// Draws a string with its top-left corner at a point.
    static func draw(_ string: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(), context.invertibleInverse != nil else { return }
        context.paintingContext.draw(text(string, attributes: attributes), at: point, anchor: .topLeading)
    }

    /// Draws a label's string centered vertically in a rectangle, aligned
    /// across: on one line, or wrapped at the rectangle's width.
    static func drawLabel(
        _ string: String, attributes: [NSAttributedString.Key: Any], in rect: CGRect, alignment: NSTextAlignment, wraps: Bool
    ) {
        guard let context = UIGraphicsGetCurrentContext(), context.invertibleInverse != nil else { return }
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        let painting = context.paintingContext
        let resolved = painting.resolve(text(string, attributes: attributes))
        let size = resolved.measure(in: CGSize(width: wraps ? rect.width : .infinity, height: .infinity))
        let x: CGFloat
        switch alignment {
        case .center: x = rect.midX - size.width / 2
        case .right: x = rect.maxX - size.width
        default: x = rect.minX
        }
        painting.draw(resolved, in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// Draws a string wrapped inside a rectangle.
    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(), context.invertibleInverse != nil else { return }
        guard rect.width.isFinite, rect.height.isFinite else { return }
        context.paintingContext.draw(text(string, attributes: attributes), in: rect.standardized)
    }
}

extension StringProtocol {
    /// Draws the string into the current graphics context, its top-left
    /// corner at a point (UIKit's `NSString` drawing).
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - attributes: The font, color and kerning.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, attributes: attributes)
    }

    /// Draws the string into the current graphics context, wrapped inside
    /// a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - attributes: The font, color and kerning.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, attributes: attributes)
    }
}

extension NSString {
    /// Draws the string into the current graphics context, its top-left
    /// corner at a point.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - attributes: The font, color and kerning.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, attributes: attributes)
    }

    /// Draws the string into the current graphics context, wrapped inside
    /// a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - attributes: The font, color and kerning.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, attributes: attributes)
    }
}
