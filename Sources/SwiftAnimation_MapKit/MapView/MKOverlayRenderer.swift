import Foundation
import SwiftAnimation_CoreLocation
import UIKit

/// Draws an overlay on a map view, as MapKit's `MKOverlayRenderer`: the
/// base renderer draws nothing.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The opacity (0 to 1).
    open var alpha: CGFloat = 1

    /// A renderer of an overlay.
    ///
    /// - Parameter overlay: The overlay.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// The overlay's outline in the map view's coordinates, if it has one.
    func outline(_ point: (CLLocationCoordinate2D) -> CGPoint, pointsPerMetre: Double) -> (path: CGMutablePath, closed: Bool)? {
        nil
    }
}

/// A renderer that fills and strokes an overlay's outline, as MapKit's
/// `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The fill (none by default).
    open var fillColor: UIColor?
    /// The stroke (none by default).
    open var strokeColor: UIColor?
    /// The stroke's width in points.
    open var lineWidth: CGFloat = 0
    /// The ends of lines.
    open var lineCap = CGLineCap.round
    /// The joins of lines.
    open var lineJoin = CGLineJoin.round
    /// A dash pattern.
    open var lineDashPattern: [NSNumber]?

    /// Lines through coordinates' points, closed or not.
    static func lines(
        through coordinates: [CLLocationCoordinate2D], _ point: (CLLocationCoordinate2D) -> CGPoint, closed: Bool
    ) -> (path: CGMutablePath, closed: Bool) {
        let path = CGMutablePath()
        path.addLines(between: coordinates.map(point))
        if closed { path.closeSubpath() }
        return (path, closed)
    }
}

/// Strokes a polyline, as MapKit's `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The line.
    public let polyline: MKPolyline

    /// A renderer of a line.
    ///
    /// - Parameter polyline: The line.
    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    override func outline(_ point: (CLLocationCoordinate2D) -> CGPoint, pointsPerMetre: Double) -> (path: CGMutablePath, closed: Bool)? {
        Self.lines(through: polyline.coordinates, point, closed: false)
    }
}

/// Fills and strokes a polygon, as MapKit's `MKPolygonRenderer`.
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The polygon.
    public let polygon: MKPolygon

    /// A renderer of a polygon.
    ///
    /// - Parameter polygon: The polygon.
    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    override func outline(_ point: (CLLocationCoordinate2D) -> CGPoint, pointsPerMetre: Double) -> (path: CGMutablePath, closed: Bool)? {
        Self.lines(through: polygon.coordinates, point, closed: true)
    }
}

/// Fills and strokes a circle, as MapKit's `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The circle.
    public let circle: MKCircle

    /// A renderer of a circle.
    ///
    /// - Parameter circle: The circle.
    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    override func outline(_ point: (CLLocationCoordinate2D) -> CGPoint, pointsPerMetre: Double) -> (path: CGMutablePath, closed: Bool)? {
        let center = point(circle.coordinate), radius = circle.radius * pointsPerMetre
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return (path, true)
    }
}
