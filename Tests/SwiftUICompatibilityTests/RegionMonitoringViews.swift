import CoreLocation
import SwiftUI
import UserNotifications

// Geofences as apps write them (Swift 5 mode, Apple's module names).

/// A geofence around a place: monitored with a location manager, and a
/// notification scheduled for arriving there.
final class GeofenceModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var events: [String] = []
    let manager = CLLocationManager()
    var onEvent: (() -> Void)?

    override init() {
        super.init()
        manager.delegate = self
        manager.requestAlwaysAuthorization()
    }

    func watch(_ center: CLLocationCoordinate2D, radius: CLLocationDistance, name: String) {
        let region = CLCircularRegion(center: center, radius: radius, identifier: name)
        region.notifyOnEntry = true
        region.notifyOnExit = true
        manager.startMonitoring(for: region)
    }

    func scheduleArrival(at center: CLLocationCoordinate2D) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "You have arrived"
        let region = CLCircularRegion(center: center, radius: 1000, identifier: UUID().uuidString)
        region.notifyOnEntry = true
        region.notifyOnExit = false
        let trigger = UNLocationNotificationTrigger(region: region, repeats: true)
        let request = UNNotificationRequest(identifier: "arrival", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
        return request
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        record("start \(region.identifier)")
        manager.requestState(for: region)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        record("\(region.identifier) \(state == .inside ? "inside" : "outside")")
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        record("enter \(region.identifier)")
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        record("exit \(region.identifier)")
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        record("failed \(region?.identifier ?? "")")
    }

    private func record(_ event: String) {
        events.append(event)
        onEvent?()
    }
}
