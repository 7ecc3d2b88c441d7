import AnimationViews
import Foundation
import Synchronization

/// A kind of media, as AVFoundation's `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A type of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio.
    public static let audio = AVMediaType(rawValue: "soun")
}

/// Whether the app may capture, as AVFoundation's `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The app may not ask.
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The user allowed it.
    case authorized = 3
}

/// A camera or microphone, as AVFoundation's `AVCaptureDevice`. The
/// headless host has none: access is granted when asked (as the Simulator
/// does), and every look-up of a device finds nothing, so apps take the
/// path they take on a device without a camera (the host is warned once).
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// A kind of device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A type of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The wide-angle camera.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// The ultra-wide camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// The telephoto camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// The dual camera.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// The dual wide camera.
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// The triple camera.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// The TrueDepth camera.
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// The microphone.
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// Where a camera faces.
    public enum Position: Int, Sendable {
        /// Unknown.
        case unspecified = 0
        /// Away from the user.
        case back = 1
        /// Towards the user.
        case front = 2
    }

    /// A torch's state.
    public enum TorchMode: Int, Sendable {
        /// Off.
        case off = 0
        /// On.
        case on = 1
        /// As the light needs.
        case auto = 2
    }

    /// The devices of some types, as AVFoundation's discovery session.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        /// The devices found: none on the headless host.
        open private(set) var devices: [AVCaptureDevice] = []

        /// A session looking for devices.
        ///
        /// - Parameters:
        ///   - deviceTypes: The kinds.
        ///   - mediaType: The media they capture.
        ///   - position: Where they face.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            super.init()
            AVCaptureDevice.warnNoDevices()
        }
    }

    private static let statuses = Mutex<[AVMediaType: AVAuthorizationStatus]>([:])

    /// The device's name.
    public let localizedName: String
    /// The device's identifier.
    public let uniqueID: String
    /// Where it faces.
    public let position: Position
    /// Whether it has a torch.
    open var hasTorch: Bool { false }
    /// The torch's state.
    open var torchMode = TorchMode.off

    init(name: String, position: Position) {
        localizedName = name
        uniqueID = UUID().uuidString
        self.position = position
    }

    /// Whether the app may capture a type of media: `notDetermined` until
    /// asked, then `authorized`.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: The status.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        statuses.withLock { $0[mediaType] } ?? .notDetermined
    }

    /// Asks for access: granted, on a queue of the system's.
    ///
    /// - Parameters:
    ///   - mediaType: The media.
    ///   - handler: What hears whether access is granted.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        statuses.withLock { $0[mediaType] = .authorized }
        DispatchQueue.global().async { handler(true) }
    }

    /// Asks for access: granted.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: Whether access is granted.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        statuses.withLock { $0[mediaType] = .authorized }
        return true
    }

    /// The default device for a type of media: none on the headless host.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: `nil`.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        warnNoDevices()
        return nil
    }

    /// The default device of a kind: none on the headless host.
    ///
    /// - Parameters:
    ///   - deviceType: The kind.
    ///   - mediaType: The media.
    ///   - position: Where it faces.
    /// - Returns: `nil`.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        warnNoDevices()
        return nil
    }

    /// Takes the device for configuration.
    open func lockForConfiguration() throws {}
    /// Gives the device back.
    open func unlockForConfiguration() {}

    fileprivate static func warnNoDevices() {
        CurrentHost.warn("AVCaptureDevice: the headless host has no camera or microphone; device look-ups find none")
    }
}
