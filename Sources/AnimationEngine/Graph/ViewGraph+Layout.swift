import AnimationCore
import AnimationRuntime
import Foundation

/// Layout and the display list: layout runs again only where something
/// changed, the items are rebuilt only after a change of structure, and
/// otherwise the items whose drawing changed are patched.
extension ViewGraph {
    /// The most layout rounds one layout runs for views whose content
    /// depends on their geometry (`GeometryReader`) before it warns and
    /// stops.
    nonisolated package static let maximumGeometryRounds = 8

    /// Redraws the node's item in the next display list.
    func scheduleRedraw(_ node: ViewNode) {
        display.scheduleRedraw(node)
    }

    /// What the tree shows, laid out in `size` and centered.
    func displayList(in size: CGSize) -> DisplayList {
        removeFinishedLeavingNodes()
        if layoutState.needsLayout || layoutState.size != size {
            layout(in: size, transaction: nil, at: nil)
        } else if display.nothingPlaced {
            display.lastLayoutPlacements = 0
            display.lastLayoutSizings = 0
        }
        return display.displayList(of: root)
    }

    /// Sets the host's safe-area insets: the root is laid out inside them,
    /// and views that ignore the safe area reach into them.
    func setSafeAreaInsets(_ insets: EdgeInsets) {
        guard layoutState.setSafeAreaInsets(insets) else { return }
        root?.invalidateLayout()
    }

    /// The size the root takes for a proposal, without placing anything.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var pass = LayoutPass(transaction: nil, time: clock.currentTime)
        return pass.size(root, ProposedSize(width: proposal.width, height: proposal.height))
    }

    /// Notes a change of children made in the context's transaction: if it
    /// animates, so does the layout of the update pass that made it.
    func noteStructureChange(in context: ViewContext) {
        if updates.structureAnimation == nil, context.transaction.animation != nil {
            updates.structureAnimation = context.transaction
        }
    }

    /// Lays out at once what an update pass changed, if the changes animate
    /// (the pass's transaction, or that of a change of children under an
    /// implicit animation), so that the items that move animate to their new
    /// frames from the time of the change.
    func layoutAnimatedChanges(of transaction: Transaction, at time: TimeInterval) {
        let animation = transaction.animation != nil ? transaction : updates.structureAnimation
        updates.structureAnimation = nil
        if layoutState.needsLayout, let animation, let size = layoutState.size {
            layout(in: size, transaction: animation, at: time)
            matchedGeometry.finishPass(animating: animation, at: time)
        } else {
            matchedGeometry.finishPass(animating: nil, at: time)
        }
    }

    /// Lays the tree out; the drawing nodes it placed again are patched in
    /// the next display list. With a transaction, the items that move
    /// animate to their new frames.
    func layout(in size: CGSize, transaction: Transaction?, at time: TimeInterval?) {
        layoutState.needsLayout = false
        if layoutState.size != size {
            layoutState.resize(to: size)
            root.invalidateLayout()
            layoutState.needsLayout = false
        }
        var pass = LayoutPass(transaction: transaction, time: time ?? clock.currentTime)
        // The host's pixels (a scale that is not a positive number counts as 1).
        if let scale = rootEnvironment?.displayScale { pass.pixelScale = scale.isFinite && scale > 0 ? scale : 1 }
        // The root is offered the safe area, and centered in it.
        let bounds = CGRect(origin: .zero, size: size)
        let safe = bounds.inset(by: layoutState.safeAreaInsets)
        pass.safeArea = SafeAreaRegion(safe: safe, outer: bounds)
        pass.forcePlacement = layoutState.safeAreaChanged
        layoutState.safeAreaChanged = false
        let proposal = ProposedSize(width: safe.width, height: safe.height)
        placeRoot(in: safe, proposal: proposal, pass: &pass)
        // Readers placed with new geometry build their content again, which
        // is laid out in another pass, until the geometry settles.
        var rounds = 0
        while !pass.geometryChanged.isEmpty {
            rounds += 1
            guard rounds <= Self.maximumGeometryRounds else {
                warn("A GeometryReader's content kept changing its geometry; stopped after \(Self.maximumGeometryRounds) layout rounds.")
                pass.geometryChanged.removeAll()
                break
            }
            let readers = pass.geometryChanged.sorted { $0.depth < $1.depth }
            pass.geometryChanged.removeAll()
            updates.updating {
                for reader in readers where !reader.isDetached {
                    reader.rerun(transaction: transaction ?? Transaction(), at: time ?? clock.currentTime)
                }
            }
            deliverResults(at: time ?? clock.currentTime)
            placeRoot(in: safe, proposal: proposal, pass: &pass)
        }
        matchedGeometry.placeFollowers(in: &pass)
        // Views that react to their place see it now.
        if !layoutObservers.isEmpty { layoutObservers.layoutDidFinish(in: self) }
        display.lastLayoutPlacements = pass.placedCount
        display.lastLayoutSizings = pass.sizedCount
        display.notePlaced(pass.placedDrawingNodes)
    }

    /// Sizes the root for the safe area and places it centered there.
    private func placeRoot(in safe: CGRect, proposal: ProposedSize, pass: inout LayoutPass) {
        let rootSize = pass.size(root, proposal)
        let rect = CGRect(
            x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2,
            width: rootSize.width, height: rootSize.height)
        pass.place(root, in: rect, proposal: proposal)
    }
}
