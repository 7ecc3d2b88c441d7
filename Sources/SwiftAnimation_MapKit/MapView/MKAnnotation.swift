import Foundation
import SwiftAnimation_CoreLocation

/// Something at a coordinate that a map view shows, as MapKit's
/// `MKAnnotation`: a title and subtitle are optional (`nil` by default).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }

    /// Whether the annotation is of a class or a subclass of it, as
    /// `NSObjectProtocol` answers on Apple platforms (Linux's Foundation
    /// declares it on `NSObject` only).
    ///
    /// - Parameter aClass: The class.
    /// - Returns: Whether it is of that kind.
    public func isKind(of aClass: AnyClass) -> Bool { (self as? NSObject)?.isKind(of: aClass) ?? false }

    /// Whether the annotation is of exactly a class.
    ///
    /// - Parameter aClass: The class.
    /// - Returns: Whether it is of that class.
    public func isMember(of aClass: AnyClass) -> Bool { (self as? NSObject)?.isMember(of: aClass) ?? false }
}

/// A shape with a title, as MapKit's `MKShape`.
open class MKShape: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The subtitle.
    open var subtitle: String?
}

/// A point with a title, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()

    /// A point at (0, 0).
    public override init() {
        super.init()
    }

    /// A point at a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - title: Its title.
    ///   - subtitle: Its subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}

/// The user's location on a map view, as MapKit's `MKUserLocation`: the
/// host's simulated location.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// "My Location", as Apple's titles it.
    open var title: String? = "My Location"
    /// The subtitle.
    open var subtitle: String?
    /// The simulated location.
    open var location: CLLocation? { CLLocationManager.simulatedLocation }
    /// Whether the map is following it (it is not).
    open var isUpdating: Bool { false }
    /// The simulated location's coordinate.
    open var coordinate: CLLocationCoordinate2D { CLLocationManager.simulatedLocation.coordinate }
}
