import AnimationViews
import Foundation
import SwiftAnimation_CoreTransferable
// PhotosUI brings Photos (`PHAsset`, `PHPhotoLibrary`), as Apple's does.
@_exported import SwiftAnimation_Photos
import UIKit

/// What a photo picker offers and how many items it takes, as PhotosUI's
/// `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// How picked assets are represented.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The system's choice.
        case automatic
        /// The current representation.
        case current
        /// The most compatible representation.
        case compatible
    }

    /// How a multiple selection is made.
    public enum Selection: Int, Sendable {
        /// The system's way.
        case `default`
        /// In the order tapped.
        case ordered
        /// A continuous range.
        case continuous
        /// Continuous and ordered.
        case continuousAndOrdered
    }

    /// The kinds of items offered (`nil`: all).
    public var filter: PHPickerFilter?
    /// How many items can be picked (1 by default; 0 is no limit).
    public var selectionLimit = 1
    /// How picked assets are represented.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How a multiple selection is made.
    public var selection: Selection = .default
    /// The identifiers of the items picked before.
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration of the defaults.
    public init() {}
}

/// An item the user picked, as PhotosUI's `PHPickerResult`: its content
/// through an item provider.
public struct PHPickerResult: Sendable {
    /// The item's content.
    public let itemProvider: NSItemProvider
    /// The item's identifier in the library, when the picker has one.
    public let assetIdentifier: String?

    /// A result of an item provider (this package's: what a test picks).
    package init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}

/// What a photo picker tells when the user finishes, as PhotosUI's
/// `PHPickerViewControllerDelegate`.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking: the items, or none when they cancelled.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The photo picker UIKit apps wrap in a `UIViewControllerRepresentable`,
/// as PhotosUI's `PHPickerViewController`.
///
/// The headless host has no photo library: the picker is drawn as any
/// UIKit controller is (a labelled placeholder) and picks nothing, and the
/// host is warned once. ``finishPicking(with:)`` plays a user's pick for a
/// test.
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    /// What the picker offers.
    public let configuration: PHPickerConfiguration
    /// What the picker tells when the user finishes.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker of a configuration.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        CurrentHost.warn("PHPickerViewController: the headless host has no photo library; the picker is a placeholder and picks nothing")
    }

    /// A picker from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Finishes as a user who picked these items would (at most the
    /// configuration's limit; none is a cancel): the delegate is told.
    /// Not PhotosUI API: what a test or preview plays.
    ///
    /// - Parameter itemProviders: The items' contents
    ///   (`NSItemProvider(object: image)`).
    public func finishPicking(with itemProviders: [NSItemProvider]) {
        let limit = configuration.selectionLimit
        let picked = limit > 0 ? Array(itemProviders.prefix(limit)) : itemProviders
        delegate?.picker(self, didFinishPicking: picked.map { PHPickerResult(itemProvider: $0) })
    }
}
