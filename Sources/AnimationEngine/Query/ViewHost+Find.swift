import AnimationCore
import Foundation

/// Finding what the host draws: the one query API that tests, snippets
/// and users share. Each query reads the display list of now (laying out
/// first if needed) and returns the matching views in drawing order, back
/// to front; `find` returns the first of them.
extension ViewHost {
    /// The first view that shows exactly this text (a text that wraps
    /// matches with its line breaks as spaces too).
    ///
    /// - Parameter text: The characters.
    /// - Returns: The view, or `nil` when none shows them.
    public func find(text: String) -> DrawnView? {
        findAll(text: text).first
    }

    /// Every view that shows exactly this text, back to front.
    ///
    /// - Parameter text: The characters.
    /// - Returns: The views.
    public func findAll(text: String) -> [DrawnView] {
        drawnViews { item in
            guard let string = item.content?.string else { return false }
            return string == text || string.replacingOccurrences(of: "\n", with: " ") == text
        }
    }

    /// The first image of this name: an asset's name, or a symbol's
    /// (`"star.fill"` finds `Image(systemName: "star.fill")`).
    ///
    /// - Parameter image: The name.
    /// - Returns: The view, or `nil`.
    public func find(image: String) -> DrawnView? {
        findAll(image: image).first
    }

    /// Every image of this name, back to front.
    ///
    /// - Parameter image: The name.
    /// - Returns: The views.
    public func findAll(image: String) -> [DrawnView] {
        drawnViews { item in
            guard let name = item.content?.imageName else { return false }
            return name == image || name == "system:" + image
        }
    }

    /// The first view with this accessibility identifier
    /// (`accessibilityIdentifier(_:)`), with its content's frame.
    ///
    /// - Parameter id: The identifier.
    /// - Returns: The view, or `nil`.
    public func find(id: String) -> DrawnView? {
        findAll(id: id).first
    }

    /// Every view with this accessibility identifier, back to front.
    ///
    /// - Parameter id: The identifier.
    /// - Returns: The views.
    public func findAll(id: String) -> [DrawnView] {
        drawnViews { $0.accessibility?.identifier == id }
    }

    /// The first view with this accessibility label: one an
    /// `accessibilityLabel(_:)` gave, or a text's own characters (SwiftUI's
    /// default label for text).
    ///
    /// - Parameter label: The label.
    /// - Returns: The view, or `nil`.
    public func find(label: String) -> DrawnView? {
        findAll(label: label).first
    }

    /// Every view with this accessibility label, back to front.
    ///
    /// - Parameter label: The label.
    /// - Returns: The views.
    public func findAll(label: String) -> [DrawnView] {
        drawnViews { item in
            if let given = item.accessibility?.label { return given == label }
            return item.content?.string == label
        }
    }

    /// Every view that draws something (text, an image, a shape, a color)
    /// or carries an accessibility identifier or label, back to front: what
    /// a test that found nothing can list. An identified view is one
    /// element, as SwiftUI identifies the whole modified view: what it
    /// draws is not listed again apart from it.
    public var drawnViews: [DrawnView] {
        drawnViews(folding: true) { $0.content != nil || $0.accessibility != nil }
    }

    /// The items that satisfy a condition, as drawn views: their frames,
    /// opacities and transforms in host coordinates, and the tap targets
    /// around them (whether a tap reaches them is tested when asked).
    ///
    /// An item that draws nothing itself (an accessibility modifier's)
    /// is what it wraps: its effective opacity and transform are those of
    /// the content at the end of its chain of single children (the
    /// `opacity`, `offset`, `scaleEffect` modifiers inside
    /// `accessibilityIdentifier`), and its frame is its own laid-out
    /// rectangle (the whole modified view's, padding included) under that
    /// transform. With `folding`, that content is not listed again on its
    /// own.
    private func drawnViews(
        folding: Bool = false, where matches: (DisplayList.Item) -> Bool
    ) -> [DrawnView] {
        let list = displayList
        var found: [DrawnView] = []
        var targets: [ObjectIdentifier] = []
        // `visible`: the host's bounds and the clips around, in host coordinates.
        // `outerBlur`: the sum of the squares of the blur radii around, in host points.
        func visit(
            _ item: DisplayList.Item, _ outer: CGAffineTransform, _ outerOpacity: Double, _ outerVisible: CGRect,
            _ outerBlur: CGFloat, folded: Bool, inMask: Bool
        ) {
            let transform = item.transform.concatenating(outer)
            let opacity = outerOpacity * item.opacity
            let blur = outerBlur + DisplayList.Item.blurSquared(item.blurRadius, under: transform)
            var visible = outerVisible
            if let clip = item.clip { visible = visible.intersection(clip.path.boundingRect.applying(transform)) }
            if let target = item.tapTarget { targets.append(target) }
            var foldsChain = false
            if !(folded && item.accessibility == nil), matches(item) {
                let drawn = item.drawnContent
                let drawnTransform = drawn.transform.concatenating(transform)
                let frame = item.frame.box(under: drawnTransform)
                var visibleFrame = frame.intersection(visible)
                if let clip = drawn.clip { visibleFrame = visibleFrame.intersection(clip.applying(transform)) }
                found.append(
                    DrawnView(
                        host: self, item: drawn.item, frame: frame,
                        opacity: min(max(drawn.opacity * opacity, 0), 1), transform: drawnTransform,
                        blurRadius: (blur + drawn.blurSquared * squared(DisplayList.Item.blurScale(of: transform))).squareRoot(),
                        visibleFrame: visibleFrame.isEmpty ? .null : visibleFrame, isMask: inMask, list: list,
                        enclosingTargets: targets, root: item))
                foldsChain = folding && item.content == nil
            }
            // The single-child chain below a listed wrapper is folded into it.
            let foldChildren = (folded || foldsChain) && item.content == nil && item.children.count == 1
            for child in item.children {
                visit(child, transform, opacity, visible, blur, folded: foldChildren, inMask: inMask)
            }
            // A mask's content, in the item's coordinates: found, marked as a mask.
            for child in item.mask { visit(child, transform, opacity, visible, blur, folded: false, inMask: true) }
            if item.tapTarget != nil { targets.removeLast() }
        }
        let bounds = CGRect(origin: .zero, size: size)
        for item in list.items { visit(item, .identity, 1, bounds, 0, folded: false, inMask: false) }
        return found
    }
}

/// The square of a number.
private func squared(_ value: CGFloat) -> CGFloat { value * value }
