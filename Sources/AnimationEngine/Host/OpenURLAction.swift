import AnimationCore
import Foundation

/// Opens a URL, as in SwiftUI: the environment's `openURL`, which `Link`
/// calls. An action of your own (`.environment(\.openURL, OpenURLAction {
/// url in ... })`) decides first; what it leaves to the system is opened
/// by the host, which records it (``ViewHost/openedURLs``).
public struct OpenURLAction: Sendable {
    /// What an action did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case system(URL?)
        }

        let kind: Kind
        /// The action handled the URL.
        public static let handled = Result(kind: .handled)
        /// The action dropped the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .system(nil))
        /// The system opens another URL.
        ///
        /// - Parameter url: The URL to open.
        /// - Returns: The result.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    private let handler: @MainActor @Sendable (URL) -> Result
    private let system: @MainActor @Sendable (URL) -> Void
    /// Whether the action is the host's system action alone.
    let isSystem: Bool

    /// An action of a handler; what it leaves to the system, the host opens.
    ///
    /// - Parameter handler: What to do with a URL.
    @preconcurrency public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
        self.system = { _ in }
        self.isSystem = false
    }

    init(system: @escaping @MainActor @Sendable (URL) -> Void) {
        self.handler = { _ in .systemAction }
        self.system = system
        self.isSystem = true
    }

    private init(handler: @escaping @MainActor @Sendable (URL) -> Result, system: @escaping @MainActor @Sendable (URL) -> Void) {
        self.handler = handler
        self.system = system
        self.isSystem = false
    }

    /// The action with the host's system action under it.
    func over(_ system: OpenURLAction) -> OpenURLAction {
        OpenURLAction(handler: handler, system: system.system)
    }

    /// Opens a URL.
    ///
    /// - Parameter url: The URL.
    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens a URL and tells whether it was opened (handled or opened by
    /// the system).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - completion: Hears whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        switch handler(url).kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system(let other):
            system(other ?? url)
            completion(true)
        }
    }
}

private struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(system: { _ in }) }
}

extension EnvironmentValues {
    /// The action that opens URLs in the view (`Link` calls it). Setting an
    /// action of your own keeps the host's system action under it.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue.isSystem ? newValue : newValue.over(self[OpenURLActionKey.self]) }
    }
}
