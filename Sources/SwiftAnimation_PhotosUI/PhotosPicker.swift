import AnimationCore
import AnimationViews
import Foundation

/// A photo or video the user picked, as PhotosUI's `PhotosPickerItem`.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The item's identifier in the library.
    public let itemIdentifier: String?

    /// An item of a library identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Loads the item's content as a type (`Data`, `Image`, a
    /// `Transferable` of the app's). The headless host has no photo
    /// library: no item has content, so the answer is `nil`.
    ///
    /// - Parameter type: The type to load.
    /// - Returns: `nil`.
    public func loadTransferable<T>(type: T.Type) async throws -> T? {
        nil
    }

    /// Loads the item's content as a type, calling `completionHandler`
    /// with `nil` (there is no photo library).
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }

    /// How an item's file is encoded.
    public enum EncodingDisambiguationPolicy: Sendable {
        /// The system's choice.
        case automatic
        /// The current encoding.
        case current
        /// The most compatible encoding.
        case compatible
    }
}

/// The kinds of items a picker offers, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String

    /// Photos.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Any of several kinds.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "any(" + subfilters.map(\.name).joined(separator: ",") + ")")
    }
    /// All of several kinds.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "all(" + subfilters.map(\.name).joined(separator: ",") + ")")
    }
    /// Everything but a kind.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// How a multiple-selection picker orders what is picked.
public enum PhotosPickerSelectionBehavior: Sendable {
    /// The system's order.
    case `default`
    /// The order the user tapped.
    case ordered
    /// Added to the selection, keeping what was picked before.
    case continuous
    /// Ordered and continuous.
    case continuousAndOrdered
}

/// A button that presents the photo library, as PhotosUI's `PhotosPicker`.
///
/// The label draws and takes taps like a button's. The headless host has
/// no photo library: a tap is a picker the user closed without choosing,
/// so the selection keeps its value, and the host is warned once.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    @Environment(\._warn) private var warn

    /// A picker of one item.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of several items.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// The label, as a button.
    public var body: some View {
        Button(action: { warn("PhotosPicker: the headless host has no photo library; nothing is picked") }) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// A picker of one item titled with a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    /// A picker of several items titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
            preferredItemEncoding: preferredItemEncoding
        ) { Text(titleKey) }
    }
}

extension View {
    /// Presents the photo library when `isPresented` turns true: the
    /// headless host has none, so the presentation ends at once (the
    /// binding turns false) with the selection unchanged, and the host is
    /// warned once.
    @MainActor @preconcurrency
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(PhotoLibraryPresentation(isPresented: isPresented))
    }

    /// Presents the photo library for several items (see the single form).
    @MainActor @preconcurrency
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        modifier(PhotoLibraryPresentation(isPresented: isPresented))
    }
}

/// Ends a photo-library presentation as soon as it begins.
struct PhotoLibraryPresentation: ViewModifier {
    let isPresented: Binding<Bool>
    @Environment(\._warn) private var warn

    func body(content: Content) -> some View {
        content.onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
            guard presented else { return }
            warn("PhotosPicker: the headless host has no photo library; nothing is picked")
            isPresented.wrappedValue = false
        }
    }
}
