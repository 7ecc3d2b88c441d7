import AnimationCore
import AnimationViews
import Foundation

/// The haptics a watch plays, as in WatchKit.
public enum WKHapticType: Int, Sendable, CaseIterable {
    /// A notification arrived.
    case notification
    /// Something went up.
    case directionUp
    /// Something went down.
    case directionDown
    /// An action succeeded.
    case success
    /// An action failed.
    case failure
    /// An action should be tried again.
    case retry
    /// Something started.
    case start
    /// Something stopped.
    case stop
    /// A click.
    case click
    /// Navigation up or to the left.
    case navigationGenericManeuver
    /// A left turn.
    case navigationLeftTurn
    /// A right turn.
    case navigationRightTurn
    /// An underwater depth prompt.
    case underwaterDepthPrompt
    /// An underwater depth alert.
    case underwaterDepthCriticalPrompt
}

/// The wrist a watch is worn on.
public enum WKInterfaceDeviceWristLocation: Int, Sendable {
    /// The left wrist.
    case left
    /// The right wrist.
    case right
}

/// Which side of the watch its Digital Crown is on.
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable {
    /// On the left.
    case left
    /// On the right.
    case right
}

/// The watch an app runs on, as WatchKit describes it: here a simulated
/// Apple Watch of 45 mm (198 × 242 points at 2 pixels per point, watchOS
/// 11), worn on the left wrist with the crown on the right. Haptics it
/// plays are recorded in ``played``, for tests.
@MainActor
public final class WKInterfaceDevice: NSObject {
    private static let device = WKInterfaceDevice()

    /// The device the app runs on.
    ///
    /// - Returns: The device.
    public static func current() -> WKInterfaceDevice { device }

    /// The device's name.
    public let name = "Apple Watch"
    /// The device's model.
    public let model = "Apple Watch"
    /// The device's localized model.
    public let localizedModel = "Apple Watch"
    /// The operating system's name.
    public let systemName = "watchOS"
    /// The operating system's version.
    public let systemVersion = "11.0"
    /// The screen's size in points.
    public let screenBounds = CGRect(x: 0, y: 0, width: 198, height: 242)
    /// Pixels per point.
    public let screenScale: CGFloat = 2
    /// The wrist the watch is worn on.
    public var wristLocation = WKInterfaceDeviceWristLocation.left
    /// The side of the Digital Crown.
    public var crownOrientation = WKInterfaceDeviceCrownOrientation.right
    /// Whether the battery is monitored (its level reads -1 otherwise, as
    /// in WatchKit).
    public var isBatteryMonitoringEnabled = false
    /// The battery's level, 0 to 1 (a full battery), or -1 while it is not
    /// monitored.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

    /// The haptics played, in order (not WatchKit API).
    public private(set) var played: [WKHapticType] = []

    /// Plays a haptic: recorded in ``played`` (the host has no Taptic
    /// Engine).
    ///
    /// - Parameter type: The haptic.
    public func play(_ type: WKHapticType) {
        played.append(type)
    }

    /// Forgets the haptics played (not WatchKit API).
    public func resetPlayed() {
        played.removeAll()
    }
}
