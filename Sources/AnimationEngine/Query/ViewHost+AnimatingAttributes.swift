import Foundation

extension ViewHost {
    /// Visits every attribute an animation drives now, depth first, named
    /// as ``animations`` names it: by view structure, a repeated name
    /// numbered `#2`, `#3` in visiting order. The one walk behind
    /// ``animations``, ``placedFrames(ofAttributes:)`` and
    /// ``freezeAnimations(where:)``, so the three always agree on names.
    /// Pending state changes are applied first.
    ///
    /// - Parameter visit: Called with each attribute's numbered name and
    ///   its slot.
    func visitAnimatingAttributes(_ visit: (String, AttributeSlot) -> Void) {
        applyPendingChanges()
        var seen: [String: Int] = [:]
        graph.root.visitAttributes { name, slot in
            guard slot.attribute.isAnimating, !slot.attribute.running.isEmpty else { return }
            let count = seen[name, default: 0] + 1
            seen[name] = count
            visit(count == 1 ? name : "\(name) #\(count)", slot)
        }
    }
}
