import AnimationCore
import Foundation

extension ViewHost {
    /// Holds the animations of attributes where they are now, while the
    /// others play on: an inspector's freeze. A frozen attribute keeps its
    /// presentation value and its running animations (``animations`` still
    /// lists them, not complete) but no longer advances or keeps the host
    /// busy, so a recording of the rest settles. Later animations of a
    /// frozen attribute are held from their start; a change without
    /// animation still shows; an attribute that does not animate now is
    /// left alone. Views that run their own frames (``frameDrivenViews``)
    /// are not frozen. This package's addition: SwiftUI has no such
    /// control.
    ///
    /// - Parameter matches: Whether to freeze an attribute, by its name in
    ///   ``animations`` (`Avatar › scaleEffect`, repeats numbered `#2`).
    /// - Returns: The names of the attributes frozen now (none when no
    ///   attribute matches: a name that does not exist is not an error,
    ///   its view may not have appeared yet).
    @discardableResult
    public func freezeAnimations(where matches: (String) -> Bool) -> [String] {
        var frozen: [String] = []
        visitAnimatingAttributes { name, slot in
            guard !slot.isFrozen, matches(name) else { return }
            slot.isFrozen = true
            graph.unwatch(slot)
            frozen.append(name)
        }
        return frozen
    }

    /// Holds the animations of one attribute where they are now
    /// (``freezeAnimations(where:)``).
    ///
    /// - Parameter attribute: Its name in ``animations``.
    /// - Returns: Whether an attribute of that name was frozen.
    @discardableResult
    public func freezeAnimations(of attribute: String) -> Bool {
        !freezeAnimations { $0 == attribute }.isEmpty
    }
}
