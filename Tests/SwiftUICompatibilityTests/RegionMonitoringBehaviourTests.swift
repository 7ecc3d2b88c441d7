import CoreLocation
import Foundation
@testable import SwiftUI
import Testing
import UserNotifications

@MainActor
@Suite("Region monitoring and location triggers")
struct RegionMonitoringBehaviourTests {
    /// Waits for the model's next `count` events (delivered on the main
    /// queue).
    private func events(_ model: GeofenceModel, count: Int, after action: () -> Void) async -> [String] {
        let start = model.events.count
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            model.onEvent = {
                if model.events.count == start + count {
                    model.onEvent = nil
                    done.resume()
                }
            }
            action()
        }
        return Array(model.events[start...])
    }

    /// Apple Park is 1.3 km from the Infinite Loop (the simulated
    /// location): inside a 2 km circle around it, outside a 1 km one.
    /// Moving the manager to Apple Park enters the small circle; moving
    /// it to San Francisco (about 65 km away) leaves both.
    @Test func regionsReportTheirStateAndCrossings() async {
        let model = GeofenceModel()
        let park = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
        let distance = CLLocation(latitude: park.latitude, longitude: park.longitude).distance(from: CLLocationManager.simulatedLocation)
        #expect(distance > 1000 && distance < 2000)
        let started = await events(model, count: 4) {
            model.watch(park, radius: 1000, name: "park")
            model.watch(park, radius: 2000, name: "campus")
        }
        #expect(started == ["start park", "start campus", "park outside", "campus inside"])
        #expect(model.manager.monitoredRegions.count == 2)
        #expect(CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
        let arrived = await events(model, count: 1) {
            model.manager.simulateLocation(CLLocation(latitude: park.latitude, longitude: park.longitude))
        }
        #expect(arrived == ["enter park"])
        let left = await events(model, count: 2) {
            model.manager.simulateLocation(CLLocation(latitude: 37.7749, longitude: -122.4194))
        }
        #expect(left == ["exit campus", "exit park"])
        // Too large a region fails; a stopped one is no longer monitored.
        let failed = await events(model, count: 1) { model.watch(park, radius: 2_000_000, name: "state") }
        #expect(failed == ["failed state"])
        model.manager.stopMonitoring(for: CLCircularRegion(center: park, radius: 1, identifier: "park"))
        #expect(model.manager.monitoredRegions.map(\.identifier) == ["campus"])
        #expect(CLLocationManager.simulatedLocation.coordinate.latitude == 37.33233141)
    }

    /// A location trigger keeps its region (the request stays pending, as
    /// every request on the headless host; the shared center's list is not
    /// read here, as other suites clear it concurrently).
    @Test func aLocationTriggerKeepsItsRegion() {
        let model = GeofenceModel()
        let request = model.scheduleArrival(at: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12))
        let trigger = request.trigger as? UNLocationNotificationTrigger
        #expect(trigger?.repeats == true && trigger?.region.notifyOnExit == false)
        #expect((trigger?.region as? CLCircularRegion)?.radius == 1000)
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["arrival"])
        // A negative radius is taken as 0: only the center is inside.
        let point = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: -5, identifier: "point")
        #expect(point.radius == 0 && point.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0)))
        #expect(!point.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0.001)))
    }
}
