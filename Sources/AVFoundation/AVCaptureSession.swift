import AnimationViews
import Foundation

/// A source of a capture session, as AVFoundation's `AVCaptureInput`.
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A device as a session's input, as AVFoundation's
/// `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice

    /// An input of a device.
    ///
    /// - Parameter device: The device.
    public init(device: AVCaptureDevice) throws {
        self.device = device
    }
}

/// Where a session's captures go, as AVFoundation's `AVCaptureOutput`.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    /// The output's connections (one once it is in a session).
    open internal(set) var connections: [AVCaptureConnection] = []

    /// The connection of a type of media.
    ///
    /// - Parameter mediaType: The media.
    /// - Returns: The connection, or `nil`.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { connections.first }
}

/// A link between a session's input and an output, as AVFoundation's
/// `AVCaptureConnection`.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// Whether it carries data.
    open var isEnabled = true
    /// Whether it is active.
    open var isActive: Bool { isEnabled }
    /// The video's angle of rotation, in degrees.
    open var videoRotationAngle: CGFloat = 90
    /// Whether video is mirrored.
    open var isVideoMirrored = false
}

/// A capture session, as AVFoundation's `AVCaptureSession`: inputs and
/// outputs, configured between `beginConfiguration()` and
/// `commitConfiguration()`, running between `startRunning()` and
/// `stopRunning()`. The headless host has no camera (see
/// ``AVCaptureDevice``), so a running session delivers no frames or
/// metadata.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A quality of capture.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A preset of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Photos.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// High quality.
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Medium quality.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Low quality.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// 1280 × 720.
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        /// 1920 × 1080.
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }

    /// The inputs.
    open private(set) var inputs: [AVCaptureInput] = []
    /// The outputs.
    open private(set) var outputs: [AVCaptureOutput] = []
    /// The quality.
    open var sessionPreset = Preset.high
    /// Whether it runs.
    open private(set) var isRunning = false
    /// Whether configuration is open.
    private var configuring = 0

    /// A session.
    public override init() {}

    /// Opens configuration.
    open func beginConfiguration() { configuring += 1 }
    /// Closes configuration.
    open func commitConfiguration() { configuring = max(configuring - 1, 0) }

    /// Whether an input can be added (not when it is already in).
    ///
    /// - Parameter input: The input.
    /// - Returns: Whether it can.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    /// Adds an input.
    ///
    /// - Parameter input: The input.
    open func addInput(_ input: AVCaptureInput) {
        if canAddInput(input) { inputs.append(input) }
    }
    /// Removes an input.
    ///
    /// - Parameter input: The input.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }

    /// Whether an output can be added (not when it is already in).
    ///
    /// - Parameter output: The output.
    /// - Returns: Whether it can.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    /// Adds an output, with its connection.
    ///
    /// - Parameter output: The output.
    open func addOutput(_ output: AVCaptureOutput) {
        guard canAddOutput(output) else { return }
        outputs.append(output)
        output.connections = [AVCaptureConnection()]
    }
    /// Removes an output.
    ///
    /// - Parameter output: The output.
    open func removeOutput(_ output: AVCaptureOutput) {
        outputs.removeAll { $0 === output }
        output.connections = []
    }

    /// Starts the session (it runs, capturing nothing on the headless host).
    open func startRunning() { isRunning = true }
    /// Stops the session.
    open func stopRunning() { isRunning = false }
}

/// A kind of detected metadata, as AVFoundation's
/// `AVMetadataObject.ObjectType`.
extension AVMetadataObject {
    /// A kind of detected metadata.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A type of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// QR codes.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// EAN-13 barcodes.
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// EAN-8 barcodes.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// UPC-E barcodes.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        /// Code 128 barcodes.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// Code 39 barcodes.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// PDF417 codes.
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// Aztec codes.
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// Data Matrix codes.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// Faces.
        public static let face = ObjectType(rawValue: "face")
    }
}

/// Something a metadata output detected, as AVFoundation's
/// `AVMetadataObject`.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// Its kind.
    public let type: ObjectType
    /// Where it is, in unit coordinates of the picture.
    public let bounds: CGRect

    init(type: ObjectType, bounds: CGRect) {
        self.type = type
        self.bounds = bounds
    }
}

/// A detected code, as AVFoundation's `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    public let stringValue: String?
    /// The code's corners.
    public let corners: [CGPoint]

    /// A detected code (for tests and previews: the headless host detects
    /// none).
    ///
    /// - Parameters:
    ///   - type: Its kind.
    ///   - stringValue: Its text.
    ///   - bounds: Where it is, in unit coordinates.
    public init(type: ObjectType, stringValue: String?, bounds: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        self.stringValue = stringValue
        corners = [
            bounds.origin, CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)
        ]
        super.init(type: type, bounds: bounds)
    }
}

/// What hears a metadata output's detections, as AVFoundation's protocol.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    /// Objects were detected.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    /// Does nothing.
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
    {}
}

/// Detects codes and faces in a session's video, as AVFoundation's
/// `AVCaptureMetadataOutput`: the types to detect must be among
/// ``availableMetadataObjectTypes`` (all of them once the output is in a
/// session, none before, as on iOS: setting others is a programming error
/// there and is ignored here, with a warning). The headless host captures
/// no video, so nothing is detected; ``simulateDetection(_:)`` delivers
/// objects to the delegate on its queue, for tests and previews.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    private weak var delegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    private var queue: DispatchQueue?

    /// The types that can be detected: every type once in a session.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
        connections.isEmpty ? [] : [.qr, .ean13, .ean8, .upce, .code128, .code39, .pdf417, .aztec, .dataMatrix, .face]
    }

    /// The types detected.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = [] {
        didSet {
            let available = Set(availableMetadataObjectTypes)
            let kept = (metadataObjectTypes ?? []).filter { available.contains($0) }
            if kept.count != (metadataObjectTypes ?? []).count {
                CurrentHost.warn("AVCaptureMetadataOutput: metadata types must be available (add the output to a session first)")
                metadataObjectTypes = kept
            }
        }
    }

    /// The part of the picture searched, in unit coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// An output.
    public override init() {}

    /// Sets who hears detections, and on which queue.
    ///
    /// - Parameters:
    ///   - objectsDelegate: The delegate.
    ///   - objectsCallbackQueue: The queue.
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?)
    {
        delegate = objectsDelegate
        queue = objectsCallbackQueue
    }

    /// Delivers detected objects to the delegate on its queue, as a camera
    /// would (an addition of this package): only objects of the types
    /// detected, and only while the output is in a session.
    ///
    /// - Parameter objects: The objects.
    public func simulateDetection(_ objects: [AVMetadataObject]) {
        let types = Set(metadataObjectTypes ?? [])
        let detected = objects.filter { types.contains($0.type) }
        guard !detected.isEmpty, let connection = connections.first, let queue else { return }
        nonisolated(unsafe) let delegate = self.delegate
        queue.async { [self] in delegate?.metadataOutput(self, didOutput: detected, from: connection) }
    }
}
