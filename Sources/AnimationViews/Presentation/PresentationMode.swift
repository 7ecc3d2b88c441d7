import AnimationCore
import Foundation

/// Whether a view is presented, and a way to dismiss it: the older
/// spelling of `dismiss` and `isPresented`
/// (`@Environment(\.presentationMode)`).
public struct PresentationMode: Sendable {
    /// Whether the view is on a pushed or presented screen.
    public private(set) var isPresented: Bool

    /// Dismisses the screen (through the environment's binding, which then
    /// calls `dismiss`).
    public mutating func dismiss() {
        isPresented = false
    }
}

extension EnvironmentValues {
    /// The presentation of the screen that shows the view: setting it to a
    /// dismissed mode (`presentationMode.wrappedValue.dismiss()`) runs the
    /// environment's `dismiss`.
    ///
    /// The binding is written on the main actor, as actions run; from
    /// elsewhere it stops with a precondition failure.
    public var presentationMode: Binding<PresentationMode> {
        let presented = isPresented
        // Read and called on the main actor (see above).
        nonisolated(unsafe) let action = dismiss
        return Binding(
            get: { PresentationMode(isPresented: presented) },
            set: { mode in
                guard !mode.isPresented else { return }
                MainActor.assumeIsolated { action() }
            })
    }
}
