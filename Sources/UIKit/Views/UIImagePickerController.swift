import AnimationViews
import Foundation

/// A delegate of a navigation controller, as UIKit's
/// `UINavigationControllerDelegate`: every method is optional, and
/// `UIImagePickerController`'s delegate adopts it beside
/// ``UIImagePickerControllerDelegate``.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate, as in UIKit. Both methods are
/// optional: a delegate that does not handle a cancel gets the picker
/// dismissed, as UIKit does.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or a movie.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: What was picked (`.originalImage`, `.editedImage`, ...).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

    /// The user cancelled.
    ///
    /// - Parameter picker: The picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: What was picked.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}

    /// Dismisses the picker, as UIKit does when the delegate does not
    /// handle a cancel.
    ///
    /// - Parameter picker: The picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The system's image picker, as UIKit's `UIImagePickerController` (the
/// picker SwiftUI apps wrap in a `UIViewControllerRepresentable`).
///
/// The headless host has no photo library and no camera: the picker is a
/// placeholder that picks nothing until a test plays the user's choice
/// with ``finishPicking(with:)`` or ``cancelPicking()``; making one warns
/// (once a host). The camera is unavailable, as in the Simulator
/// (``isSourceTypeAvailable(_:)``).
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos album.
        case savedPhotosAlbum = 2
    }

    /// A camera.
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }

    /// What the camera captures.
    public enum CameraCaptureMode: Int, Sendable {
        /// Photos.
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// The camera's flash.
    public enum CameraFlashMode: Int, Sendable {
        /// Off.
        case off = -1
        /// Chosen by the camera.
        case auto = 0
        /// On.
        case on = 1
    }

    /// A key of what the picker hands its delegate.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type of what was picked (`"public.image"`, `"public.movie"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as edited (a `UIImage`, when editing is allowed).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edit's crop rectangle.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A picked movie's file.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// A picked image's file.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// A photo's metadata.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// The delegate told of a pick or a cancel.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where images come from: the photo library by default.
    open var sourceType = SourceType.photoLibrary
    /// The media types offered: images by default.
    open var mediaTypes = ["public.image"]
    /// Whether the user may crop the picked image (kept).
    open var allowsEditing = false
    /// The camera used (kept: there is none).
    open var cameraDevice = CameraDevice.rear
    /// What the camera captures (kept).
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// The camera's flash (kept).
    open var cameraFlashMode = CameraFlashMode.auto
    /// Whether the camera's controls show (kept).
    open var showsCameraControls = true

    /// An empty picker of the photo library (warns: it is a placeholder).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: A nib's name (there are no nibs here).
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        CurrentHost.warn(Self.placeholderWarning)
    }

    /// A picker whose stack starts with a controller (as UIKit allows;
    /// warns as ``init(nibName:bundle:)`` does).
    ///
    /// - Parameter rootViewController: The root.
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        CurrentHost.warn(Self.placeholderWarning)
    }

    /// A picker from an archive: `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a source can be picked from: the photo library and saved
    /// photos can (the placeholder shows), the camera cannot (there is
    /// none, as in the Simulator).
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: Whether it is available.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// Whether a camera exists: none does.
    ///
    /// - Parameter cameraDevice: The camera.
    /// - Returns: `false`.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The media types a source offers (`nil` for the camera, which is
    /// unavailable).
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: The types.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Plays the user's pick: the delegate hears `info` (add
    /// `.mediaType` yourself if the app reads it).
    ///
    /// - Parameter info: What was picked, such as `[.originalImage: image]`.
    public func finishPicking(with info: [InfoKey: Any]) {
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Plays the user's cancel: the delegate hears it (or the picker is
    /// dismissed).
    public func cancelPicking() {
        if let delegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }

    private static let placeholderWarning =
        "UIImagePickerController: the headless host has no photo library or camera; the picker is a placeholder and picks nothing"
}
