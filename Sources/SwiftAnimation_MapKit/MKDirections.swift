import AnimationViews
import Foundation

/// How a route travels.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    /// The types' bits.
    public let rawValue: UInt
    /// Types of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 2)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 4)
    /// Any way.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places, as MapKit's `MKRoute`.
open class MKRoute: NSObject, @unchecked Sendable {
    /// The route's name.
    open var name = ""
    /// Its length in metres.
    open var distance: CLLocationDistance = 0
    /// Its expected travel time in seconds.
    open var expectedTravelTime: TimeInterval = 0
    /// How it travels.
    open var transportType: MKDirectionsTransportType = .automobile
}

/// Directions between two places, as MapKit's `MKDirections`. They need
/// Apple's servers: on the headless host every request fails with
/// `MKError.directionsNotFound` (the host is warned once).
open class MKDirections: NSObject, @unchecked Sendable {
    /// What to route.
    open class Request: NSObject, @unchecked Sendable {
        /// Where from.
        open var source: MKMapItem?
        /// Where to.
        open var destination: MKMapItem?
        /// How.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to offer other routes.
        open var requestsAlternateRoutes = false
        /// When to leave.
        open var departureDate: Date?

        /// An empty request.
        public override init() {}
    }

    /// The routes found.
    open class Response: NSObject, @unchecked Sendable {
        /// The routes.
        open var routes: [MKRoute] = []
    }

    private let request: Request

    /// Directions of a request.
    public init(request: Request) {
        self.request = request
    }

    /// Asks for routes: fails with `MKError.directionsNotFound`.
    open func calculate(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        warn()
        DispatchQueue.main.async { completionHandler(nil, MKError(.directionsNotFound)) }
    }

    /// Asks for routes: throws `MKError.directionsNotFound`.
    /// It runs on the caller's actor until it throws, so its warning
    /// reaches the host that was current when it was called.
    nonisolated(nonsending) open func calculate() async throws -> Response {
        warn()
        throw MKError(.directionsNotFound)
    }

    /// Cancels the request.
    open func cancel() {}

    private func warn() {
        CurrentHost.warn("MKDirections: routing needs Apple's servers; the headless host answers MKError.directionsNotFound")
    }
}
