import Foundation
import SwiftAnimation_CoreLocation
import UIKit

extension MKCoordinateRegion {
    /// The region of a rectangle on the map: its middle, and the latitudes
    /// and longitudes between its edges, as MapKit's
    /// `MKCoordinateRegionForMapRect`.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: MKMapRect) {
        let northWest = rect.origin.coordinate
        let southEast = MKMapPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height).coordinate
        let middle = MKMapPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2).coordinate
        self.init(
            center: middle,
            span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude, longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

extension MKMapView {
    /// The region as a rectangle of the map; setting it shows that
    /// rectangle.
    public var visibleMapRect: MKMapRect {
        get {
            let region = region
            let northWest = MKMapPoint(
                CLLocationCoordinate2D(
                    latitude: region.center.latitude + region.span.latitudeDelta / 2,
                    longitude: region.center.longitude - region.span.longitudeDelta / 2))
            let southEast = MKMapPoint(
                CLLocationCoordinate2D(
                    latitude: region.center.latitude - region.span.latitudeDelta / 2,
                    longitude: region.center.longitude + region.span.longitudeDelta / 2))
            return MKMapRect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows a rectangle of the map.
    ///
    /// - Parameters:
    ///   - mapRect: The rectangle.
    ///   - animated: Whether it moves (it arrives at once).
    public func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setRegion(MKCoordinateRegion(mapRect), animated: animated)
    }

    /// Shows a rectangle of the map with room around it: the padding, in
    /// points of the view, widens the rectangle in proportion. Padding that
    /// leaves the rectangle no room (or is not a number, or meets a view
    /// with no size yet) is left out, and the rectangle is shown as given.
    ///
    /// - Parameters:
    ///   - mapRect: The rectangle.
    ///   - insets: The room at each edge, in points.
    ///   - animated: Whether it moves.
    public func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        let inner = CGSize(width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        guard inner.width > 0, inner.height > 0 else { return setVisibleMapRect(mapRect, animated: animated) }
        let perPointX = mapRect.size.width / inner.width, perPointY = mapRect.size.height / inner.height
        setVisibleMapRect(
            MKMapRect(
                x: mapRect.origin.x - insets.left * perPointX, y: mapRect.origin.y - insets.top * perPointY,
                width: mapRect.size.width + (insets.left + insets.right) * perPointX,
                height: mapRect.size.height + (insets.top + insets.bottom) * perPointY),
            animated: animated)
    }
}
