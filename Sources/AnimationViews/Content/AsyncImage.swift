import AnimationCore
import AnimationRuntime
import Foundation

/// Where an `AsyncImage`'s loading is, as in SwiftUI.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (a URL the host cannot load stays here).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` could not load a file.
public struct AsyncImageError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String
}

/// A view that loads and shows an image from a URL, as in SwiftUI.
///
/// The headless host has no network. It loads, at once (the first frame
/// shows the image):
/// - a `file:` URL of a PNG, JPEG or SVG file (a file that is missing or
///   not such an image fails, `.failure`);
/// - any URL whose file name (without its extension) names an image of the
///   host's assets folder: `https://example.com/photos/avatar.jpg` shows the
///   asset `avatar`, so a preview can stand a remote image in with a local
///   one.
///
/// Any other URL stays `.empty` and shows its placeholder, and the host
/// warns once per URL.
public struct AsyncImage<Content: View> {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content
    @State private var cache = Cache()
    @Environment(\._warn) private var warn

    /// The last URL loaded and its phase.
    final class Cache {
        var url: URL??
        var phase = AsyncImagePhase.empty
    }

    /// A view of the phases of loading a URL.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - scale: Pixels per point of the image (1 by default).
    ///   - transaction: The transaction of the change of phase (unused:
    ///     the host loads at once).
    ///   - content: The view for a phase.
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.content = content
    }

    /// The view for the loaded image, or the placeholder.
    @MainActor @ViewBuilder public var body: some View {
        content(phase())
    }

    @MainActor private func phase() -> AsyncImagePhase {
        if let loaded = cache.url, loaded == url { return cache.phase }
        let phase = Self.load(url, scale: scale)
        if case .empty = phase, let url {
            warn(
                "AsyncImage: no network headlessly; \(url.absoluteString) shows its placeholder (an image of the assets folder named \"\(url.deletingPathExtension().lastPathComponent)\" would show)."
            )
        }
        cache.url = .some(url)
        cache.phase = phase
        return phase
    }

    static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url else { return .empty }
        if url.isFileURL {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return .failure(AsyncImageError(description: "no file at \(url.path)"))
            }
            guard let name = RuntimeImages.register(data, scale: scale) else {
                return .failure(AsyncImageError(description: "\(url.lastPathComponent) is not a PNG, JPEG or SVG image"))
            }
            return .success(Image(name))
        }
        let name = url.deletingPathExtension().lastPathComponent
        if !name.isEmpty, CurrentHost.assetCatalog.image(named: name) != nil { return .success(Image(name)) }
        return .empty
    }
}

extension AsyncImage {
    /// A view of a URL's image, with a view of its own for the image and a
    /// placeholder until it loads.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - scale: Pixels per point of the image.
    ///   - content: The view for the image.
    ///   - placeholder: The view until it loads.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(
            url: url, scale: scale, transaction: Transaction(),
            content: { phase in
                if let image = phase.image { content(image) } else { placeholder() }
            })
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// A view of a URL's image at its size, gray until it loads.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - scale: Pixels per point of the image.
    nonisolated public init(url: URL?, scale: CGFloat = 1) {
        self.init(
            url: url, scale: scale, transaction: Transaction(),
            content: { phase in
                if let image = phase.image { image } else { Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16) }
            })
    }
}

extension AsyncImage: View {}
