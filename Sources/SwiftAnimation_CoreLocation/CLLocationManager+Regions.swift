import Foundation

/// Region monitoring, as Core Location's: regions are kept while
/// monitored; `requestState(for:)` tells the delegate whether the
/// manager's location is inside; moving this manager with
/// ``CLLocationManager/simulateLocation(_:)`` tells it of the regions
/// entered and left (those that notify). Without authorization, monitoring
/// fails with `CLError.regionMonitoringDenied`.
extension CLLocationManager {
    /// The regions monitored.
    public var monitoredRegions: Set<CLRegion> { Set(regionsByIdentifier.values) }

    /// The largest radius a region may have, in metres (as iOS reports).
    public var maximumRegionMonitoringDistance: CLLocationDistance { 1_000_000 }

    /// Whether regions of a kind can be monitored: circular ones can.
    ///
    /// - Parameter regionClass: The kind.
    /// - Returns: Whether it can.
    public class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass is CLCircularRegion.Type
    }

    /// Starts monitoring a region (replacing one with its identifier); the
    /// delegate hears `didStartMonitoringFor`, or `monitoringDidFailFor`
    /// without authorization or for a radius beyond
    /// ``maximumRegionMonitoringDistance``.
    ///
    /// - Parameter region: The region.
    public func startMonitoring(for region: CLRegion) {
        let tooLarge = (region as? CLCircularRegion).map { $0.radius > maximumRegionMonitoringDistance } ?? false
        guard isAuthorized, !tooLarge else {
            let error = CLError(tooLarge ? .regionMonitoringFailure : .regionMonitoringDenied)
            deliver { $0.locationManager($1, monitoringDidFailFor: region, withError: error) }
            return
        }
        regionsByIdentifier[region.identifier] = region
        deliver { $0.locationManager($1, didStartMonitoringFor: region) }
    }

    /// Stops monitoring a region.
    ///
    /// - Parameter region: The region.
    public func stopMonitoring(for region: CLRegion) {
        regionsByIdentifier[region.identifier] = nil
    }

    /// Asks whether the device is inside a region: the delegate hears
    /// `didDetermineState` for the simulated location.
    ///
    /// - Parameter region: The region.
    public func requestState(for region: CLRegion) {
        let state: CLRegionState = region.includes(here.coordinate) ? .inside : .outside
        deliver { $0.locationManager($1, didDetermineState: state, for: region) }
    }

    /// Moves this manager's simulated location (the others keep
    /// ``simulatedLocation``) and tells its delegate of the monitored
    /// regions it enters and leaves, and of the new location while
    /// updating.
    ///
    /// - Parameter location: The new location.
    public func simulateLocation(_ location: CLLocation) {
        let before = here.coordinate
        ownLocation = location
        for region in regionsByIdentifier.values.sorted(by: { $0.identifier < $1.identifier }) {
            let (was, isIn) = (region.includes(before), region.includes(location.coordinate))
            if !was, isIn, region.notifyOnEntry {
                deliver { $0.locationManager($1, didEnterRegion: region) }
            } else if was, !isIn, region.notifyOnExit {
                deliver { $0.locationManager($1, didExitRegion: region) }
            }
        }
        if updating, isAuthorized { deliverLocation() }
    }
}
