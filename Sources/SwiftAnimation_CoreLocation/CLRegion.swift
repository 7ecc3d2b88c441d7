import Foundation

/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Inside.
    case inside = 1
    /// Outside.
    case outside = 2
}

/// An area the device can be inside, as Core Location's `CLRegion`:
/// named by an identifier (two regions with one identifier are equal, and
/// monitoring one replaces the other), with whether entering and leaving
/// it notify.
open class CLRegion: NSObject, @unchecked Sendable {
    /// The region's name.
    public let identifier: String
    /// Whether entering notifies.
    open var notifyOnEntry = true
    /// Whether leaving notifies.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }

    /// Regions are equal when their identifiers are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CLRegion)?.identifier == identifier
    }

    /// The identifier's hash.
    open override var hash: Int { identifier.hashValue }

    /// Whether a coordinate is inside (the base region has no area).
    func includes(_ coordinate: CLLocationCoordinate2D) -> Bool { false }
}

/// A circle on the Earth, as Core Location's `CLCircularRegion`: a center
/// and a radius in metres; a point is inside when its great-circle
/// distance from the center (as `CLLocation.distance(from:)` measures) is
/// at most the radius. A negative or non-finite radius is taken as 0.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The center.
    public let center: CLLocationCoordinate2D
    /// The radius, in metres.
    public let radius: CLLocationDistance

    /// A circular region.
    ///
    /// - Parameters:
    ///   - center: The center.
    ///   - radius: The radius, in metres.
    ///   - identifier: The region's name.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius.isFinite ? max(radius, 0) : 0
        super.init(identifier: identifier)
    }

    /// Whether a coordinate is inside the circle.
    ///
    /// - Parameter coordinate: The coordinate.
    /// - Returns: Whether its distance from the center is at most the radius.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        return here.distance(from: CLLocation(latitude: center.latitude, longitude: center.longitude)) <= radius
    }

    override func includes(_ coordinate: CLLocationCoordinate2D) -> Bool { contains(coordinate) }
}
