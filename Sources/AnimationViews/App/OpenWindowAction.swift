import AnimationCore

/// An action that presents a window, as in SwiftUI: read it with
/// `@Environment(\.openWindow)` and call it.
///
/// The headless host shows one window, the first window group's: it
/// opens no other. Calling the action warns once (in the host's
/// warnings) and does nothing else.
public struct OpenWindowAction: Sendable {
    let warn: @MainActor @Sendable (String) -> Void

    /// Opens the window of a scene by its identifier.
    @MainActor public func callAsFunction(id: String) {
        warn("openWindow(id: \"\(id)\"): the headless host shows one window; no window was opened")
    }

    /// Opens the window that presents a value.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        warn("openWindow(value:): the headless host shows one window; no window was opened for \(D.self)")
    }

    /// Opens the window of a scene by its identifier, to present a value.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        warn("openWindow(id: \"\(id)\", value:): the headless host shows one window; no window was opened")
    }
}

/// An action that dismisses a window, as in SwiftUI: read it with
/// `@Environment(\.dismissWindow)`. The headless host's one window stays:
/// calling the action warns once and does nothing else.
public struct DismissWindowAction: Sendable {
    let warn: @MainActor @Sendable (String) -> Void

    /// Dismisses the window of the current scene.
    @MainActor public func callAsFunction() {
        warn("dismissWindow(): the headless host keeps its one window open")
    }

    /// Dismisses the window of a scene by its identifier.
    @MainActor public func callAsFunction(id: String) {
        warn("dismissWindow(id: \"\(id)\"): the headless host keeps its one window open")
    }
}

extension EnvironmentValues {
    /// Opens windows; see ``OpenWindowAction``.
    public var openWindow: OpenWindowAction {
        let warning = _warn
        return OpenWindowAction { message in warning(message) }
    }

    /// Whether the scene's windows can be many: `false` on the headless
    /// host, which shows one window (as on an iPhone). Apps that read it
    /// to choose between `openWindow` and a sheet take the sheet.
    public var supportsMultipleWindows: Bool { false }

    /// Dismisses windows; see ``DismissWindowAction``.
    public var dismissWindow: DismissWindowAction {
        let warning = _warn
        return DismissWindowAction { message in warning(message) }
    }
}
