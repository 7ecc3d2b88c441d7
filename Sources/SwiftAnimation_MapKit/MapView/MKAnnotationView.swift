import Foundation
import SwiftAnimation_CoreLocation
import UIKit

/// The view of an annotation on a map view, as MapKit's
/// `MKAnnotationView`: its ``image`` centred on the coordinate (moved by
/// ``centerOffset``). The headless map draws no callout bubble: a
/// selected view is marked ``isSelected`` and the delegate is told.
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// The image drawn; the view takes its size.
    open var image: UIImage? {
        didSet { if let image { frame.size = image.size } }
    }
    /// How far the view's centre is from the coordinate's point.
    open var centerOffset = CGPoint.zero
    /// Whether a tap shows a callout with the title.
    open var canShowCallout = false
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it can be dragged.
    open var isDraggable = false
    /// The view at the callout's leading side.
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's trailing side.
    open var rightCalloutAccessoryView: UIView?
    /// The view under the callout's title.
    open var detailCalloutAccessoryView: UIView?

    /// The view of an annotation.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused under.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Readies the view to show another annotation.
    open func prepareForReuse() {}

    /// Draws the image centred in the bounds.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        image?.draw(in: bounds)
    }
}

/// A balloon marker, as MapKit's `MKMarkerAnnotationView`: a 30-point
/// circle of ``markerTintColor`` (red by default) above the coordinate,
/// with its glyph.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor? = .systemRed
    /// The glyph's colour.
    open var glyphTintColor: UIColor? = .white
    /// Text in place of the glyph.
    open var glyphText: String?
    /// The glyph.
    open var glyphImage: UIImage?
    /// Whether it animates in when added (it appears at once).
    open var animatesWhenAdded = false

    /// A marker.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused under.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame.size = CGSize(width: 30, height: 30)
        centerOffset = CGPoint(x: 0, y: -15)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the balloon and its glyph: the text (13-point semibold,
    /// centred, in ``glyphTintColor``) or else the image.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((markerTintColor ?? .systemRed).cgColor)
        context.fillEllipse(in: bounds)
        if let glyphText {
            glyphText.draw(
                in: bounds.insetBy(dx: 4, dy: 7),
                withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: glyphTintColor ?? .white])
        } else {
            glyphImage?.draw(in: bounds.insetBy(dx: 8, dy: 8))
        }
    }
}

/// A pin, as MapKit's `MKPinAnnotationView` (deprecated for
/// ``MKMarkerAnnotationView``): a 16-point head of ``pinTintColor`` on a
/// 2-point needle whose point is the coordinate.
@MainActor @preconcurrency
open class MKPinAnnotationView: MKAnnotationView {
    /// The head's colour.
    open var pinTintColor: UIColor? = .systemRed
    /// Whether the pin drops in (it appears at once).
    open var animatesDrop = false

    /// A pin.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused under.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame.size = CGSize(width: 16, height: 39)
        centerOffset = CGPoint(x: 0, y: -19.5)
    }

    /// A view from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the head and the needle.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.gray.cgColor)
        context.fill(CGRect(x: bounds.midX - 1, y: 14, width: 2, height: bounds.height - 14))
        context.setFillColor((pinTintColor ?? .systemRed).cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
    }
}
