import Foundation

/// A network interface, as in the Network framework.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        /// Another kind.
        case other
        /// Wi-Fi.
        case wifi
        /// A cellular network.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name (`en0`).
    public let name: String
    /// The interface's index.
    public let index: Int

    /// An interface (not Network API: the system lists them; tests make
    /// paths of their own).
    ///
    /// - Parameters:
    ///   - type: The kind.
    ///   - name: The name.
    ///   - index: The index.
    public init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The interface's name.
    public var debugDescription: String { name }
}

/// A network path: whether the device can reach the network, and over
/// which interfaces.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether a path can send data.
    public enum Status: Equatable, Sendable {
        /// It can.
        case satisfied
        /// It cannot.
        case unsatisfied
        /// It could after a connection is set up (a VPN on demand).
        case requiresConnection
    }

    /// Whether the path can send data.
    public let status: Status
    /// The interfaces the path can use, preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path is expensive (cellular, a personal hotspot).
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can reach IPv4 addresses.
    public var supportsIPv4: Bool { status == .satisfied }
    /// Whether the path can reach IPv6 addresses.
    public var supportsIPv6: Bool { status == .satisfied }
    /// Whether the path has a DNS server.
    public var supportsDNS: Bool { status == .satisfied }

    /// A path (not Network API: the system makes them; tests give the host
    /// one with ``NWPathMonitor/simulate(_:)``).
    ///
    /// - Parameters:
    ///   - status: Whether it can send data.
    ///   - availableInterfaces: Its interfaces.
    ///   - isExpensive: Whether it is expensive.
    ///   - isConstrained: Whether it is in Low Data Mode.
    public init(status: Status, availableInterfaces: [NWInterface], isExpensive: Bool = false, isConstrained: Bool = false) {
        self.status = status
        self.availableInterfaces = availableInterfaces
        self.isExpensive = isExpensive
        self.isConstrained = isConstrained
    }

    /// Whether the path uses an interface of a kind.
    ///
    /// - Parameter type: The kind.
    /// - Returns: Whether one of its interfaces is of that kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && availableInterfaces.contains { $0.type == type }
    }

    /// The simulated device's path: satisfied, over Wi-Fi.
    public static let wifi = NWPath(status: .satisfied, availableInterfaces: [NWInterface(type: .wifi, name: "en0", index: 1)])
    /// A path with no network.
    public static let offline = NWPath(status: .unsatisfied, availableInterfaces: [])
    /// A satisfied cellular path (expensive).
    public static let cellular = NWPath(
        status: .satisfied, availableInterfaces: [NWInterface(type: .cellular, name: "pdp_ip0", index: 2)], isExpensive: true)

    /// The status and interfaces, as the Network framework prints them.
    public var debugDescription: String {
        "\(status), interfaces: \(availableInterfaces.map(\.name).joined(separator: ", "))"
    }
}
