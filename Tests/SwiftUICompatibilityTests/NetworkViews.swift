import Network
import SwiftUI

// The network monitor apps write with the Network framework, and a banner
// that shows when the device is offline.

final class NetworkMonitor: ObservableObject {
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "NetworkMonitor")

    @Published var isConnected = false
    @Published var isExpensive = false
    @Published var usesWiFi = false
    @Published var updates = 0

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async {
                self?.isConnected = path.status == .satisfied
                self?.isExpensive = path.isExpensive
                self?.usesWiFi = path.usesInterfaceType(.wifi)
                self?.updates += 1
            }
        }
        monitor.start(queue: queue)
    }

    deinit {
        monitor.cancel()
    }
}

struct OfflineBanner: View {
    @ObservedObject var network: NetworkMonitor

    var body: some View {
        VStack {
            if network.isConnected {
                Text(network.usesWiFi ? "Online over Wi-Fi" : "Online")
            } else {
                Text("You are offline")
                    .foregroundColor(.white)
                    .background(Color.red)
            }
        }
    }
}
