import Foundation

/// The kinds of device an interface is for, as in UIKit.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car's screen.
    case carPlay
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision
}

/// The device's orientations, as in UIKit.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the top to the left.
    case landscapeLeft
    /// Turned with the top to the right.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface takes.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device, as in UIKit: the headless host stands for an iPhone, held
/// upright unless the host is wider than it is high.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// Posted when ``orientation`` changes (never, on the headless host).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// A phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Landscape (left) when the screen is wider than high, else portrait.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// The device's name: "iPhone".
    open var name: String { "iPhone" }
    /// The model: "iPhone".
    open var model: String { "iPhone" }
    /// The model, localized: "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The version of iOS whose SwiftUI this package follows: "18.0".
    open var systemVersion: String { "18.0" }
    /// An identifier of the device for this app's vendor, fixed per process.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether orientation notifications are generated (they are never
    /// posted: the host does not turn).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts orientation notifications.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Whether the battery is watched.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0 to 1, or -1 while it is not watched.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// The battery's state: full while watched (the headless device is
    /// always charged), unknown while not, as UIKit reports it.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

    /// A battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known (the battery is not watched).
        case unknown
        /// On battery.
        case unplugged
        /// Charging.
        case charging
        /// Full, and plugged in.
        case full
    }
}
