import SwiftUI
import UIKit

// UIKit's image renderers as SwiftUI apps use them: a badge image drawn
// with Core Graphics and shown with `Image(uiImage:)`, a rounded avatar
// clipped in a renderer, a tick mark drawn the older way
// (`UIGraphicsBeginImageContextWithOptions`), a chart legend's swatch.

enum BadgeArt {
    /// A 40 × 20 badge: a red left half, a blue circle on the right, a
    /// white 2-point line across the middle.
    static func badge() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        return renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.addEllipse(in: CGRect(x: 20, y: 0, width: 20, height: 20))
            context.cgContext.drawPath(using: .fill)
            context.cgContext.setStrokeColor(UIColor.white.cgColor)
            context.cgContext.setLineWidth(2)
            context.cgContext.move(to: CGPoint(x: 0, y: 10))
            context.cgContext.addLine(to: CGPoint(x: 40, y: 10))
            context.cgContext.strokePath()
        }
    }

    /// A tick drawn the way older code does it, with a translated context.
    static func tick(color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        context.translateBy(x: 5, y: 5)
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: -5, y: -5, width: 10, height: 10)).fill()
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// The colored square a chart legend shows, drawn off the main thread
    /// as apps prepare images in the background.
    static func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }
}

struct BadgeArtView: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(uiImage: BadgeArt.badge())
            Image(uiImage: BadgeArt.tick(color: .green) ?? UIImage())
        }
        .accessibilityIdentifier("badge-art")
    }
}

struct CaptionedBadge: View {
    let title: String

    var image: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 20))
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white]
            title.draw(at: CGPoint(x: 4, y: 2), withAttributes: attributes)
        }
    }

    var body: some View {
        Image(uiImage: image)
    }
}

/// A punched card: a red square with its middle cleared, on blue.
struct PunchedCard: View {
    static var card: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.clear(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
    }

    var body: some View {
        Image(uiImage: Self.card)
            .background(Color.blue)
    }
}

/// A custom UIKit view that draws itself, as apps write a gauge.
final class GaugeView: UIView {
    var progress: CGFloat = 0.5

    override func draw(_ rect: CGRect) {
        UIColor.lightGray.setFill()
        UIBezierPath(rect: rect).fill()
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height)).fill()
    }
}

/// The gauge as an image, as an app shares one: its hierarchy drawn into
/// a renderer.
enum GaugeSnapshot {
    static func image(progress: CGFloat) -> UIImage {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        gauge.progress = progress
        let renderer = UIGraphicsImageRenderer(bounds: gauge.bounds)
        return renderer.image { _ in
            gauge.drawHierarchy(in: gauge.bounds, afterScreenUpdates: true)
        }
    }
}
