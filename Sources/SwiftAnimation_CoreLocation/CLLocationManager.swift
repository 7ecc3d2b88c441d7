import AnimationViews
import Foundation
import Synchronization

/// Whether the app may use the device's location.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The app may not ask.
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// Always, in the background too.
    case authorizedAlways = 3
    /// While the app is in use.
    case authorizedWhenInUse = 4

    /// `authorizedAlways` (its older name).
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the granted location is.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Full accuracy.
    case fullAccuracy = 0
    /// An approximate location.
    case reducedAccuracy = 1
}

/// Core Location's errors.
public struct CLError: Error, Hashable, Sendable {
    /// What failed.
    public enum Code: Int, Sendable {
        /// The location is not known yet.
        case locationUnknown = 0
        /// The user denied the app the location.
        case denied = 1
        /// The network was not available (geocoding).
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// A region could not be monitored.
        case regionMonitoringDenied = 4
        /// A region monitoring failure.
        case regionMonitoringFailure = 5
        /// A geocode found nothing.
        case geocodeFoundNoResult = 8
        /// A geocode was cancelled.
        case geocodeCanceled = 10
    }

    /// What failed.
    public let code: Code

    /// An error.
    public init(_ code: Code) {
        self.code = code
    }
}

/// What a location manager tells its delegate, as Core Location's
/// protocol (every method has a default that does nothing).
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A failure.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Monitoring of a region started.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// A region could not be monitored.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// Whether the device is inside a region (after `requestState(for:)`).
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// The device entered a region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
}

/// The device's location, as Core Location's `CLLocationManager` answers
/// on the headless host: a request for authorization is granted (as when
/// the user taps "Allow While Using App"), and updates report
/// ``simulatedLocation`` (the Simulator's default, Apple's Infinite Loop
/// campus), each delivered to the delegate on the main queue. The host is
/// warned once that the location is simulated.
open class CLLocationManager: NSObject, @unchecked Sendable {
    private static let simulated = Mutex(
        CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 37.33233141, longitude: -122.0312186), altitude: 0, horizontalAccuracy: 5,
            verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0)))

    /// The location every manager reports (settable, for a preview or a
    /// test of a place).
    public static var simulatedLocation: CLLocation {
        get { simulated.withLock { $0 } }
        set { simulated.withLock { $0 = newValue } }
    }

    /// Who hears of locations and authorization.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement, in metres, between updates.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates pause when the device is still.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows background use.
    open var showsBackgroundLocationIndicator = false
    /// The app's authorization.
    open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
    /// The precision granted.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The latest location, once updates started with authorization.
    open private(set) var location: CLLocation?
    /// The regions monitored, by identifier (see `CLLocationManager+Regions.swift`).
    var regionsByIdentifier: [String: CLRegion] = [:]
    /// This manager's own simulated location, once `simulateLocation(_:)`
    /// moved it.
    var ownLocation: CLLocation?
    /// Where this manager is: its own simulated location, else every
    /// manager's.
    var here: CLLocation { ownLocation ?? Self.simulatedLocation }

    /// Whether the device has location services (it has, simulated).
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device has a compass (it has none).
    open class func headingAvailable() -> Bool { false }

    /// Asks for use while the app is in use: granted.
    open func requestWhenInUseAuthorization() {
        authorize(.authorizedWhenInUse)
    }

    /// Asks for use at all times: granted.
    open func requestAlwaysAuthorization() {
        authorize(.authorizedAlways)
    }

    /// Starts updates: with authorization, the delegate hears of the
    /// simulated location; without, nothing happens until it is granted.
    open func startUpdatingLocation() {
        updating = true
        guard isAuthorized else { return }
        deliverLocation()
    }

    /// Stops updates.
    open func stopUpdatingLocation() {
        updating = false
    }

    /// Asks for one location: the simulated one, or `CLError.denied`
    /// without authorization.
    open func requestLocation() {
        guard isAuthorized else {
            deliver { $0.locationManager($1, didFailWithError: CLError(.denied)) }
            return
        }
        deliverLocation()
    }

    /// Starts significant-change updates (as ``startUpdatingLocation()``).
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }
    /// Starts heading updates: the host has no compass, so none come.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}

    var updating = false
    var isAuthorized: Bool { [.authorizedWhenInUse, .authorizedAlways].contains(authorizationStatus) }

    private func authorize(_ status: CLAuthorizationStatus) {
        guard authorizationStatus == .notDetermined || (authorizationStatus == .authorizedWhenInUse && status == .authorizedAlways) else { return }
        authorizationStatus = status
        CurrentHost.warn("CLLocationManager: location access is granted on the headless host, and the location is simulated")
        deliver {
            $0.locationManagerDidChangeAuthorization($1)
            $0.locationManager($1, didChangeAuthorization: status)
        }
        if updating { deliverLocation() }
    }

    func deliverLocation() {
        let here = self.here
        location = here
        deliver { $0.locationManager($1, didUpdateLocations: [here]) }
    }

    func deliver(_ call: @escaping @Sendable (any CLLocationManagerDelegate, CLLocationManager) -> Void) {
        DispatchQueue.main.async { [self] in
            guard let delegate else { return }
            call(delegate, self)
        }
    }
}
