import Foundation
import Network
import SwiftAnimation
import TestSupport
import Testing

// What the views of NetworkViews.swift do, run headlessly.

@MainActor
@Suite("The network path monitor of a simulated device", .serialized)
struct NetworkBehaviourTests {
    /// Waits, yielding to the main queue, until `condition` holds (at most
    /// 1,000 turns: no clock is read).
    private func settle(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 where !condition() {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 0)
        }
        return condition()
    }

    /// The monitor hears the device's path when it starts (Wi-Fi), then
    /// each change; the banner follows.
    @Test func theBannerFollowsThePath() async {
        NWPathMonitor.simulate(.wifi)
        let network = NetworkMonitor()
        let host = ViewHost(OfflineBanner(network: network), size: CGSize(width: 300, height: 100))
        #expect(await settle { network.updates >= 1 })
        host.advance(by: 0.1)
        #expect(frame(of: "Online over Wi-Fi", in: host) != nil)
        NWPathMonitor.simulate(.offline)
        #expect(await settle { !network.isConnected })
        host.advance(by: 0.1)
        #expect(frame(of: "You are offline", in: host) != nil)
        NWPathMonitor.simulate(.cellular)
        #expect(await settle { network.isConnected && network.isExpensive })
        #expect(!network.usesWiFi)
        NWPathMonitor.simulate(.wifi)
        #expect(await settle { network.usesWiFi })
    }

    /// A monitor that requires Wi-Fi sees a cellular path as unsatisfied;
    /// one that prohibits cellular sees no interfaces; a cancelled monitor
    /// hears nothing more, and starting it again does nothing.
    @Test func requiredAndProhibitedInterfaces() {
        NWPathMonitor.simulate(.cellular)
        #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .unsatisfied)
        #expect(NWPathMonitor(prohibitedInterfaceTypes: [.cellular]).currentPath.availableInterfaces.isEmpty)
        #expect(NWPathMonitor().currentPath.status == .satisfied)
        let monitor = NWPathMonitor()
        monitor.cancel()
        monitor.start(queue: .main)
        #expect(monitor.queue == nil)
        NWPathMonitor.simulate(.wifi)
    }
}
