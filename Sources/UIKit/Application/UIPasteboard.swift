import Foundation
import Synchronization

/// The system's pasteboard, as UIKit's `UIPasteboard`: the general
/// pasteboard lives as long as the process (a headless host has no other
/// app to paste into), so what one part of an app copies another pastes.
/// Each change counts in ``changeCount``.
open class UIPasteboard: @unchecked Sendable {
    private struct Contents {
        var strings: [String] = []
        var urls: [URL] = []
        var images: [UIImage] = []
        var changes = 0
    }

    private let contents = Mutex(Contents())

    /// The general pasteboard.
    public static let general = UIPasteboard()

    /// A pasteboard of the app's own.
    public init() {}

    /// How many times its contents changed.
    open var changeCount: Int { contents.withLock { $0.changes } }

    /// The first string, or `nil`; setting it replaces the contents
    /// (`nil` empties them).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings, or `nil` without any; setting replaces the contents.
    open var strings: [String]? {
        get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
        set { replace { $0.strings = newValue ?? [] } }
    }
    /// The first URL, or `nil`; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The URLs, or `nil` without any; setting replaces the contents.
    open var urls: [URL]? {
        get { contents.withLock { $0.urls.isEmpty ? nil : $0.urls } }
        set { replace { $0.urls = newValue ?? [] } }
    }
    /// The first image, or `nil`; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The images, or `nil` without any; setting replaces the contents.
    open var images: [UIImage]? {
        get { contents.withLock { $0.images.isEmpty ? nil : $0.images } }
        set { replace { $0.images = newValue ?? [] } }
    }
    /// Whether it holds a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { images != nil }
    /// How many items it holds.
    open var numberOfItems: Int { contents.withLock { $0.strings.count + $0.urls.count + $0.images.count } }

    /// Replaces the contents with strings, URLs and images among objects
    /// (others are left out).
    ///
    /// - Parameter objects: The objects.
    func copy(_ objects: [Any]) {
        replace { contents in
            contents.strings = objects.compactMap { $0 as? String }
            contents.urls = objects.compactMap { $0 as? URL }
            contents.images = objects.compactMap { $0 as? UIImage }
        }
    }

    private func replace(_ change: (inout Contents) -> Void) {
        contents.withLock { contents in
            let changes = contents.changes
            contents = Contents()
            change(&contents)
            contents.changes = changes + 1
        }
    }
}
