import Foundation
import SwiftAnimation_SpriteKit

/// A part of an entity's behaviour, as GameplayKit's `GKComponent`.
open class GKComponent: NSObject {
    /// The entity holding the component.
    public internal(set) weak var entity: GKEntity?

    /// A component.
    public override init() {
        super.init()
    }

    /// Called each frame.
    open func update(deltaTime seconds: TimeInterval) {}
    /// Called when added to an entity.
    open func didAddToEntity() {}
    /// Called before removal from an entity.
    open func willRemoveFromEntity() {}
}

/// An object made of components, as GameplayKit's `GKEntity` (one
/// component per class).
open class GKEntity: NSObject {
    /// The components, in the order added.
    public private(set) var components: [GKComponent] = []

    /// An entity.
    public override init() {
        super.init()
    }

    /// Adds a component, replacing one of the same class.
    open func addComponent(_ component: GKComponent) {
        removeComponent(ofType: type(of: component))
        component.entity = self
        components.append(component)
        component.didAddToEntity()
    }

    /// Removes the component of a class.
    open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
        guard let index = components.firstIndex(where: { type(of: $0) == componentClass }) else { return }
        let component = components[index]
        component.willRemoveFromEntity()
        components.remove(at: index)
        component.entity = nil
    }

    /// The component of a class.
    open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) -> ComponentType? {
        components.first { type(of: $0) == componentClass } as? ComponentType
    }

    /// Updates each component.
    open func update(deltaTime seconds: TimeInterval) {
        for component in components { component.update(deltaTime: seconds) }
    }
}

/// The components of one class across entities, updated together, as
/// GameplayKit's `GKComponentSystem`.
open class GKComponentSystem<ComponentType: GKComponent>: NSObject {
    /// The class.
    public let componentClass: AnyClass
    /// The components.
    public private(set) var components: [ComponentType] = []

    /// A system of a class.
    public init(componentClass: AnyClass) {
        self.componentClass = componentClass
        super.init()
    }

    /// Adds a component.
    open func addComponent(_ component: ComponentType) {
        guard !components.contains(where: { $0 === component }) else { return }
        components.append(component)
    }

    /// Adds an entity's component of the class.
    open func addComponent(foundIn entity: GKEntity) {
        if let component = entity.components.first(where: { type(of: $0) == componentClass }) as? ComponentType { addComponent(component) }
    }

    /// Removes a component.
    open func removeComponent(_ component: ComponentType) {
        components.removeAll { $0 === component }
    }

    /// Removes an entity's component of the class.
    open func removeComponent(foundIn entity: GKEntity) {
        components.removeAll { $0.entity === entity }
    }

    /// Updates each component.
    open func update(deltaTime seconds: TimeInterval) {
        for component in components { component.update(deltaTime: seconds) }
    }
}

/// A component that holds a SpriteKit node, as GameplayKit's
/// `GKSKNodeComponent`.
open class GKSKNodeComponent: GKComponent {
    /// The node.
    open var node: SKNode

    /// A component of a node.
    public init(node: SKNode) {
        self.node = node
        super.init()
    }
}
