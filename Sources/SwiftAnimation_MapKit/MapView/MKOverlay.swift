import Foundation
import SwiftAnimation_CoreLocation

/// A shape drawn on a map view by its delegate's renderer, as MapKit's
/// `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
    /// The shape's bounds on the map.
    var boundingMapRect: MKMapRect { get }
}

/// A rectangle on the Web Mercator map, as MapKit's `MKMapRect`.
public struct MKMapRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The width and height in map points.
    public var size: MKMapSize

    /// A rectangle.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The size.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle of its corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The rectangle around points (empty, at the origin, for none).
    static func bounding(_ points: [MKMapPoint]) -> MKMapRect {
        guard let first = points.first else { return MKMapRect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A width and height in map points, as MapKit's `MKMapSize`.
public struct MKMapSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A shape of several points, as MapKit's `MKMultiPoint`.
open class MKMultiPoint: MKShape, @unchecked Sendable {
    let coordinates: [CLLocationCoordinate2D]
    /// The map points, owned by the shape (as Apple's `points()` returns
    /// the shape's own storage).
    private let mapPoints: UnsafeMutableBufferPointer<MKMapPoint>

    init(coordinateList coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
        mapPoints = .allocate(capacity: max(coordinates.count, 1))
        _ = mapPoints.initialize(from: coordinates.map(MKMapPoint.init))
        super.init()
    }

    deinit {
        mapPoints.deallocate()
    }

    /// The number of points.
    open var pointCount: Int { coordinates.count }

    /// The points on the map, `pointCount` of them, valid while the shape
    /// lives.
    open func points() -> UnsafeMutablePointer<MKMapPoint> { mapPoints.baseAddress! }

    /// Copies coordinates of points into a buffer.
    ///
    /// - Parameters:
    ///   - coords: The buffer, of at least `range.length` coordinates.
    ///   - range: Which points (clamped to the points).
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let lower = max(0, range.location), upper = min(coordinates.count, range.location + range.length)
        guard lower < upper else { return }
        for index in lower..<upper { coords[index - lower] = coordinates[index] }
    }

    /// The middle of the shape's bounds.
    open var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return MKMapPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2).coordinate
    }

    /// The shape's bounds.
    open var boundingMapRect: MKMapRect { MKMapRect.bounding(coordinates.map(MKMapPoint.init)) }
}

/// A line through coordinates, as MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// A line through coordinates.
    ///
    /// - Parameters:
    ///   - coords: The coordinates.
    ///   - count: How many (at most the buffer's).
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }
}

/// A closed shape of coordinates, as MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// A polygon of coordinates.
    ///
    /// - Parameters:
    ///   - coords: The coordinates.
    ///   - count: How many.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }
}

/// A circle of a radius in metres, as MapKit's `MKCircle`.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    /// The centre.
    public let coordinate: CLLocationCoordinate2D
    /// The radius in metres (0 or more).
    public let radius: CLLocationDistance

    /// A circle.
    ///
    /// - Parameters:
    ///   - coord: The centre.
    ///   - radius: The radius in metres (a negative one is 0).
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius.isFinite ? max(radius, 0) : 0
        super.init()
    }

    /// The circle's bounds.
    open var boundingMapRect: MKMapRect {
        let center = MKMapPoint(coordinate)
        let perMetre = MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        let half = radius * perMetre
        return MKMapRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }
}

/// Map points per metre at a latitude, as MapKit's function: the map is
/// 2^28 points around the equator (Web Mercator, 40,075,016.686 m), and
/// a point is shorter in metres by the latitude's cosine.
///
/// - Parameter latitude: The latitude in degrees.
/// - Returns: Map points per metre.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSizeWorld.width / 40_075_016.686 / cos(latitude * .pi / 180)
}

/// The whole map's size, as MapKit's `MKMapSizeWorld`.
public let MKMapSizeWorld = MKMapSize(width: 268_435_456, height: 268_435_456)
