import AnimationCore
import AnimationRuntime
import Foundation

/// A node's own state and animated attributes: what its primitive keeps,
/// the attributes it animates, and its frame's animation.
extension ViewNode {
    // MARK: Local state and attributes

    /// The node's own state, created by `make` on first use.
    ///
    /// A node keeps the view type it was made for, and each view or
    /// modifier type asks for one type of state, so the state is always of
    /// type `T` once made.
    package func local<T: AnyObject>(_ make: () -> T) -> T {
        if let localState { return unsafeDowncast(localState, to: T.self) }
        let made = make()
        localState = made
        return made
    }

    /// The node's primitive (see ``NodePrimitive``), made by `make` on the
    /// node's first update and kept as its local state.
    package func ownPrimitive<P: NodePrimitive>(_ make: () -> P) -> P {
        local {
            let made = make()
            primitive = made
            return made
        }
    }

    /// A new attribute owned by the node, at rest at `initial`.
    ///
    /// - Parameters:
    ///   - label: Its name in recordings (a modifier's name, such as
    ///     `scaleEffect`).
    ///   - role: What a change of its presentation value invalidates.
    package func makeAttribute<T: Animatable>(_ label: String, initial: T, role: AttributeRole) -> AnimatedValue<T> {
        let attribute = AnimatedValue(initial)
        attributes.append(AttributeSlot(attribute: attribute, node: self, label: label, role: role))
        return attribute
    }

    /// A frame driver owned by the node: the node re-runs every frame while
    /// it runs.
    ///
    /// - Parameter kind: What runs the frames, for an inspector; `nil` for
    ///   a driver an inspector does not list.
    package func makeFrameDriver(kind: String? = nil) -> FrameDriver {
        let driver = FrameDriver()
        driver.kind = kind
        attributes.append(AttributeSlot(attribute: driver, node: self, label: "frames", role: .body))
        return driver
    }

    /// The node's single attribute (its local state), set to `value` in the
    /// context's transaction.
    ///
    /// - Parameters:
    ///   - label: Its name in recordings.
    ///   - role: What a change of its presentation value invalidates.
    func animatedAttribute<T: Animatable>(
        _ label: String, to value: T, role: AttributeRole, in context: ViewContext
    ) -> AnimatedValue<T> {
        let attribute = local { makeAttribute(label, initial: value, role: role) }
        animate(attribute, to: value, in: context)
        return attribute
    }

    /// The one step that animates an attribute: the attribute sees the
    /// view's environment (a `CustomAnimation` reads it from its context),
    /// takes the new value in the context's transaction, and is driven by
    /// the graph while it animates. A change it shows at once (no
    /// animation) invalidates what its role says.
    ///
    /// The vocabulary's effects call it from another module, where the
    /// optimizer cannot specialize it: the value types of the built-in
    /// effects have exported specializations (a tap that starts 10,000
    /// opacities took 7 % longer without them).
    @_specialize(exported:true,where T == Double)
    @_specialize(exported:true,where T == CGFloat)
    @_specialize(exported:true,where T == CGSize)
    @_specialize(exported:true,where T == CGPoint)
    @_specialize(exported:true,where T == Angle)
    @_specialize(exported:true,where T == Color.Resolved)
    package func animate<T: Animatable>(_ attribute: AnimatedValue<T>, to value: T, in context: ViewContext) {
        if !context.environment.isIdentical(to: attribute.environment) {
            attribute.environment = context.environment
        }
        let changed = attribute.set(value, transaction: context.transaction, at: context.time)
        if attribute.isAnimating {
            watch(attribute)
        } else {
            // Nothing to animate: the frame loop will not advance it, so the
            // transaction's completions hear now that it is done.
            attribute.advance(to: context.time)
            // A change shown at once. (A body role's change is shown by the
            // update that made it; an animation's, by the frames.)
            if changed, let slot = slot(of: attribute), slot.role != .body {
                primitive.attributeDidChange(slot.role, of: self)
            }
        }
    }

    /// Lets the graph drive an attribute of the node that animates (its
    /// caller has seen it start).
    func watch(_ attribute: any AnimatedAttribute) {
        guard !isDetached else {
            attribute.removeAllAnimations()
            return
        }
        guard let slot = slot(of: attribute) else { return }
        graph.watch(slot)
    }

    private func slot(of attribute: any AnimatedAttribute) -> AttributeSlot? {
        for slot in attributes where slot.attribute === attribute { return slot }
        return nil
    }

    /// The node was placed in a new frame (``frame`` holds it): a node
    /// that was placed before moves there with the transaction's animation,
    /// drawn at its ``displayFrame`` meanwhile; without an animation, a move
    /// in progress carries on relative to the new frame.
    func moveGeometry(from old: CGRect, wasPlaced: Bool, transaction: Transaction?, time: TimeInterval) {
        let attribute: AnimatedValue<CGRect>
        if let geometry = layoutCache.geometry {
            attribute = geometry
        } else {
            guard wasPlaced, let transaction, transaction.animation != nil else { return }
            attribute = makeAttribute("frame", initial: old, role: .drawing)
            layoutCache.geometry = attribute
        }
        let environment = lastContext?.environment ?? EnvironmentValues()
        animate(
            attribute, to: frame,
            in: ViewContext(
                transaction: transaction ?? Transaction(), environment: environment, time: time))
    }

    /// Animates the frame the node's item is drawn at from `start` (its
    /// current display frame when `nil`) to `target` in the transaction
    /// (matched geometry). Layout moves it on from there as usual.
    func animateFrame(from start: CGRect?, to target: CGRect, transaction: Transaction, time: TimeInterval) {
        let attribute: AnimatedValue<CGRect>
        if let geometry = layoutCache.geometry {
            attribute = geometry
            if let start, start != attribute.presentation {
                attribute.set(start, transaction: Transaction(), at: time)
            }
        } else {
            attribute = makeAttribute("frame", initial: start ?? frame, role: .drawing)
            layoutCache.geometry = attribute
        }
        let environment = lastContext?.environment ?? EnvironmentValues()
        animate(attribute, to: target, in: ViewContext(transaction: transaction, environment: environment, time: time))
        invalidateDrawing()
    }

    /// Sends the display frame back to the node's own frame in the
    /// transaction (a leaving node re-inserted while its display frame was
    /// moving towards a matched view's): without an animation it is drawn
    /// there at once.
    func returnToFrame(transaction: Transaction, time: TimeInterval) {
        guard let geometry = layoutCache.geometry, geometry.model != frame else { return }
        if transaction.animation == nil || transaction.disablesAnimations {
            geometry.set(frame, transaction: Transaction(), at: time)
            geometry.removeAllAnimations()
        } else {
            let environment = lastContext?.environment ?? EnvironmentValues()
            animate(geometry, to: frame, in: ViewContext(transaction: transaction, environment: environment, time: time))
        }
        invalidateDrawing()
    }

}
