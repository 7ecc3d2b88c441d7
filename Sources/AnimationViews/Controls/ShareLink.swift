import AnimationCore
import Foundation

/// A control that shares items, as in SwiftUI: a button (by default
/// "Share" with the `square.and.arrow.up` symbol) whose tap presents the
/// share sheet. The headless host has no share sheet: a tap records the
/// items' text (a URL's address, a string as it is) in
/// ``/AnimationEngine/ViewHost/sharedItems``, and the host warns once.
public struct ShareLink<Label: View> {
    let items: [String]
    let label: Label
    @Environment(\.shareAction) private var share
    @Environment(\._warn) private var warn

    /// A link that shares items, with a label view.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - subject: A subject (for mail; kept with the items).
    ///   - message: A message (kept with the items).
    ///   - label: The label.
    nonisolated public init<Data: RandomAccessCollection>(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.items = items.map { ShareLink.text(of: $0) } + [subject, message].compactMap { $0?.string }
        self.label = label()
    }

    /// A link that shares an item, with a label view.
    ///
    /// - Parameters:
    ///   - item: The item (a URL, a string, or anything described as text).
    ///   - subject: A subject.
    ///   - message: A message.
    ///   - label: The label.
    nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    nonisolated static func text(of item: Any) -> String {
        if let url = item as? URL { return url.absoluteString }
        return String(describing: item)
    }

    /// A button that shares the items.
    @MainActor @ViewBuilder public var body: some View {
        let items = self.items, share = self.share, warn = self.warn
        Button(action: {
            warn("ShareLink: the headless host shows no share sheet; the items are recorded in ViewHost.sharedItems.")
            for item in items { share.record(item) }
        }) { label }
    }
}

extension ShareLink where Label == AnimationViews.Label<Text, Image> {
    /// A link that shares an item, labelled "Share".
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - subject: A subject.
    ///   - message: A message.
    nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            AnimationViews.Label(title: { Text(verbatim: "Share") }, icon: { Image(systemName: "square.and.arrow.up") })
        }
    }

    /// A link that shares an item, with a title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - item: The item.
    ///   - subject: A subject.
    ///   - message: A message.
    nonisolated public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        let title = String(title)
        self.init(item: item, subject: subject, message: message) {
            AnimationViews.Label(title: { Text(verbatim: title) }, icon: { Image(systemName: "square.and.arrow.up") })
        }
    }
}

/// What the share sheet shows of an item, as in SwiftUI (the headless host
/// shows no share sheet; the title is kept).
public struct SharePreview: Sendable {
    /// The title.
    public let title: String

    /// A preview of a title.
    ///
    /// - Parameter title: The title.
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    /// A preview of a title and an image.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    public init<S: StringProtocol, I>(_ title: S, image: I) {
        self.title = String(title)
    }

    /// A preview of a title and an icon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    public init<S: StringProtocol, C>(_ title: S, icon: C) {
        self.title = String(title)
    }

    /// A preview of a title, an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - icon: The icon.
    public init<S: StringProtocol, I, C>(_ title: S, image: I, icon: C) {
        self.title = String(title)
    }
}

extension ShareLink {
    /// A link that shares an item with a preview, with a label view.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - subject: A subject.
    ///   - message: A message.
    ///   - preview: What the share sheet shows.
    ///   - label: The label.
    nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == AnimationViews.Label<Text, Image> {
    /// A link that shares an item with a preview, labelled "Share".
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - subject: A subject.
    ///   - message: A message.
    ///   - preview: What the share sheet shows.
    nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message)
    }
}

extension ShareLink: View {}
