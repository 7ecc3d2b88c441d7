@_exported import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Metres a second.
public typealias CLLocationSpeed = Double
/// Degrees clockwise from north.
public typealias CLLocationDirection = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double

/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude on the WGS 84 ellipsoid, as Core Location's.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    /// Degrees north of the equator (-90 to 90).
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (-180 to 180).
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is on the globe: a finite latitude within ±90 and
/// longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate (Core Location's `kCLLocationCoordinate2DInvalid`).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place and time the device was at, as Core Location's `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty in metres (negative when invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's uncertainty in metres.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel (negative when unknown).
    public let course: CLLocationDirection
    /// The speed (negative when unknown).
    public let speed: CLLocationSpeed
    /// When the location was determined.
    public let timestamp: Date

    /// A location at a latitude and longitude, now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its accuracies.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1, speed: -1,
            timestamp: timestamp)
    }

    /// A location with its course and speed.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The distance along the surface to another location, in metres: the
    /// great-circle distance on a sphere of the Earth's mean radius
    /// (6,371,008.8 m). Core Location measures on the ellipsoid; the two
    /// differ by at most 0.5 %.
    ///
    /// - Parameter location: The other location.
    /// - Returns: Metres.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }

    /// `<+37.33233141,-122.03121860>`.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
