import AnimationCore
import Foundation

/// The `onOpenURL` handlers of a view's content, in tree order.
struct OpenURLHandlersKey: PreferenceKey {
    static var defaultValue: [OpenURLHandler] { [] }

    static func reduce(value: inout [OpenURLHandler], nextValue: () -> [OpenURLHandler]) {
        value += nextValue()
    }
}

/// One view's `onOpenURL` action.
struct OpenURLHandler {
    let perform: (URL) -> Void
}

extension View {
    /// Registers a handler to invoke in response to a URL that your app
    /// receives, as in SwiftUI.
    ///
    /// The headless host receives a URL when a test (or an app's launch)
    /// opens one with ``AnimationEngine/ViewHost/open(_:)``: every handler of the views
    /// shown then runs, in tree order (a view that is leaving has none).
    ///
    /// - Parameter action: Called with the URL.
    /// - Returns: A view that handles incoming URLs.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        transformPreference(OpenURLHandlersKey.self) { $0.append(OpenURLHandler(perform: action)) }
    }
}

extension ViewHost {
    /// Sends a URL to the host's scene, as the system does when the app is
    /// opened with a link: every `onOpenURL` handler of the views shown
    /// runs, in tree order, and the changes they make are applied (in
    /// their own transactions, as a tap's are).
    ///
    /// - Parameter url: The URL.
    /// - Returns: How many handlers ran; 0 when no view handles URLs (the
    ///   host then warns once).
    @discardableResult
    public func open(_ url: URL) -> Int {
        applyPendingChanges()
        let handlers = graph.root?.preferenceValue(OpenURLHandlersKey.self) ?? []
        guard !handlers.isEmpty else {
            graph.warn("open(\(url.absoluteString)): no view handles URLs (onOpenURL); nothing happened")
            return 0
        }
        cycle { for handler in handlers { handler.perform(url) } }
        return handlers.count
    }
}
