import AnimationCore
import Foundation
@_exported import SwiftAnimation_CoreLocation

/// The size of a map region in degrees, as MapKit's.
public struct MKCoordinateSpan: Hashable, Sendable {
    /// Degrees of latitude (north to south).
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude (west to east).
    public var longitudeDelta: CLLocationDegrees

    /// A span of no size.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    /// A span.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A part of the map: a centre and a span, as MapKit's.
public struct MKCoordinateRegion: Hashable, Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The size.
    public var span: MKCoordinateSpan

    /// A region of no size at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    /// A region.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region of a size in metres: a degree of latitude is 111,320 m,
    /// a degree of longitude that times the cosine of the latitude.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }
}

/// A point on the flat (Web Mercator) map, in map points: the world is
/// 2^28 points wide, as MapKit's `MKMapPoint`.
public struct MKMapPoint: Hashable, Sendable {
    /// Map points east of the antimeridian.
    public var x: Double
    /// Map points south of the top edge (about 85° N).
    public var y: Double

    /// A map point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = 268_435_456.0
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    /// The coordinate of the map point.
    public var coordinate: CLLocationCoordinate2D {
        let world = 268_435_456.0
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// Where a region falls in a view: the region, fitted whole into the view
/// and centred (one scale for both axes, as a map keeps its shape), on the
/// Web Mercator projection.
struct MapProjection {
    let origin: MKMapPoint
    let scale: Double
    let size: CGSize

    init(region: MKCoordinateRegion, size: CGSize) {
        let half = MKCoordinateSpan(latitudeDelta: region.span.latitudeDelta / 2, longitudeDelta: region.span.longitudeDelta / 2)
        let northWest = MKMapPoint(
            CLLocationCoordinate2D(latitude: region.center.latitude + half.latitudeDelta, longitude: region.center.longitude - half.longitudeDelta))
        let southEast = MKMapPoint(
            CLLocationCoordinate2D(latitude: region.center.latitude - half.latitudeDelta, longitude: region.center.longitude + half.longitudeDelta))
        let width = max(southEast.x - northWest.x, 1e-9)
        let height = max(southEast.y - northWest.y, 1e-9)
        let scale = size.width > 0 && size.height > 0 ? min(Double(size.width) / width, Double(size.height) / height) : 1
        let center = MKMapPoint(region.center)
        self.scale = scale
        self.size = size
        self.origin = MKMapPoint(x: center.x - Double(size.width) / 2 / scale, y: center.y - Double(size.height) / 2 / scale)
    }

    /// The point in the view of a coordinate.
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let mapPoint = MKMapPoint(coordinate)
        return CGPoint(x: (mapPoint.x - origin.x) * scale, y: (mapPoint.y - origin.y) * scale)
    }

    /// The coordinate at a point in the view.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        MKMapPoint(x: origin.x + Double(point.x) / scale, y: origin.y + Double(point.y) / scale).coordinate
    }

    /// Points per metre at a coordinate (a map point is shorter in metres
    /// away from the equator).
    func pointsPerMetre(at coordinate: CLLocationCoordinate2D) -> Double {
        let metresPerMapPoint = 40_075_016.686 / 268_435_456.0 * cos(coordinate.latitude * .pi / 180)
        return scale / max(metresPerMapPoint, 1e-12)
    }
}
