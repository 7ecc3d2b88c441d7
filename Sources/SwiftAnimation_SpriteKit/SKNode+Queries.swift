import AnimationCore
import AnimationViews
import Foundation

extension SKNode {
    /// The first child of a name (a search path: `//name` searches the
    /// whole subtree, `*` matches any name, `/` separates levels).
    public func childNode(withName name: String) -> SKNode? {
        matches(name).first
    }

    /// Calls a block with each node a search path finds; the block may
    /// set its second argument to `true` to stop.
    public func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for node in matches(name) {
            block(node, &stop)
            if stop.boolValue { return }
        }
    }

    /// The nodes a search path finds.
    public subscript(name: String) -> [SKNode] {
        matches(name)
    }

    private func matches(_ path: String) -> [SKNode] {
        let deep = path.hasPrefix("//")
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return [] }
        var current: [SKNode] = [self]
        for (index, part) in parts.enumerated() {
            let pool: [SKNode] = deep && index == 0 ? descendants : current.flatMap(\.children)
            current = pool.filter { Self.matches(name: $0.name, pattern: part) }
        }
        return current
    }

    private var descendants: [SKNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    private static func matches(name: String?, pattern: String) -> Bool {
        guard let name else { return pattern == "*" }
        guard pattern.contains("*") else { return name == pattern }
        let expression = "^" + NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*") + "$"
        return name.range(of: expression, options: .regularExpression) != nil
    }

    /// The transform from the node's coordinates to the scene's (or the
    /// root's).
    var sceneTransform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: SKNode? = self
        while let current = node, current.parent != nil {
            transform = transform.concatenating(current.localTransform)
            node = current.parent
        }
        return transform
    }

    /// A point of another node's coordinates in this node's.
    public func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
        point.applying(node.sceneTransform).applying(sceneTransform.inverted())
    }

    /// A point of this node's coordinates in another node's.
    public func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
        node.convert(point, from: self)
    }

    /// Whether a point of the parent's coordinates is in the node's
    /// accumulated frame.
    public func contains(_ point: CGPoint) -> Bool {
        calculateAccumulatedFrame().contains(point)
    }

    /// The descendants whose frames hold a point of this node's
    /// coordinates, topmost first.
    public func nodes(at point: CGPoint) -> [SKNode] {
        descendants.filter { node in
            guard let rect = node.contentRect, !node.isHidden else { return false }
            return rect.contains(convert(point, to: node))
        }.sorted { $0.zPosition > $1.zPosition }
    }

    /// The topmost descendant at a point, or the node itself.
    public func atPoint(_ point: CGPoint) -> SKNode {
        nodes(at: point).first ?? self
    }
}
