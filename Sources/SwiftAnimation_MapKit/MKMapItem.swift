import AnimationViews
import Foundation

/// A placemark at a coordinate, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// Where the place is.
    public let coordinate: CLLocationCoordinate2D

    /// The placemark's title: its name (the address is not known here).
    open var title: String? { name }
    /// The placemark's subtitle: none.
    open var subtitle: String? { nil }
    /// The country's code.
    open var countryCode: String? { isoCountryCode }

    /// A placemark of no place: its coordinate is
    /// `kCLLocationCoordinate2DInvalid` (a map does not place it).
    public convenience init() {
        self.init(coordinate: kCLLocationCoordinate2DInvalid)
    }

    /// A placemark at a coordinate.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
}

/// A place on the map, as MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its web site.
    open var url: URL?

    /// An item of a placemark.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
    }

    /// The device's location (the host's simulated one).
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationManager.simulatedLocation.coordinate))
        item.name = "My Location"
        return item
    }

    /// Opens the item in Maps: there is no Maps app on the headless host
    /// (`false`, with a warning).
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        CurrentHost.warn("MKMapItem.openInMaps: the headless host has no Maps app")
        return false
    }
}

/// A search for places, as MapKit's `MKLocalSearch`. It needs Apple's
/// servers: on the headless host it fails with `MKError.serverFailure`
/// (the host is warned once).
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for.
    open class Request: NSObject, @unchecked Sendable {
        /// The words.
        open var naturalLanguageQuery: String?
        /// Where to look.
        open var region = MKCoordinateRegion()

        /// An empty request.
        public override init() {}

        /// A request for words.
        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        /// The places.
        open var mapItems: [MKMapItem] = []
        /// The region they are in.
        open var boundingRegion = MKCoordinateRegion()
    }

    private let request: Request

    /// A search.
    public init(request: Request) {
        self.request = request
    }

    /// Runs the search: fails with `MKError.serverFailure`.
    open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        warn()
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Runs the search: throws `MKError.serverFailure`.
    /// It runs on the caller's actor until it throws, so its warning
    /// reaches the host that was current when it was called.
    nonisolated(nonsending) open func start() async throws -> Response {
        warn()
        throw MKError(.serverFailure)
    }

    /// Cancels the search.
    open func cancel() {}

    private func warn() {
        CurrentHost.warn("MKLocalSearch: searching needs Apple's servers; the headless host answers MKError.serverFailure")
    }
}

/// MapKit's errors.
public struct MKError: Error, Hashable, Sendable {
    /// What failed.
    public enum Code: UInt, Sendable {
        /// Unknown.
        case unknown = 1
        /// The server failed.
        case serverFailure = 2
        /// Nothing was found.
        case placemarkNotFound = 4
        /// No directions.
        case directionsNotFound = 5
    }

    /// What failed.
    public let code: Code

    /// An error.
    public init(_ code: Code) {
        self.code = code
    }
}
