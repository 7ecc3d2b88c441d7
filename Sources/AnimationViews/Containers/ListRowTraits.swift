import AnimationCore
import Foundation

/// What a list row says about itself to the list that holds it: its
/// insets, and the visibility and tint of its separators. Rows read them
/// through their modifiers (``ViewNode/listRowTrait(_:)``); where a row
/// sets one twice, the outermost modifier wins.
enum ListRowTrait {
    case insets(EdgeInsets?)
    case separator(Visibility, edges: VerticalEdge.Set)
    case separatorTint(Color.Resolved?, edges: VerticalEdge.Set)
}

/// Gives the modified view a list row trait.
struct _ListRowTraitModifier: PrimitiveModifier {
    let trait: ListRowTrait
    /// A tint to resolve in the row's environment.
    var tint: Color?

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var trait = self.trait
        if case .separatorTint(_, let edges) = trait {
            trait = .separatorTint(tint?.resolve(in: context.environment), edges: edges)
        }
        let primitive = node.ownPrimitive { ListRowTraitPrimitive(trait: trait) }
        primitive.trait = trait
        node.invalidateLayout()
        node.updateChild(content, in: context)
    }
}

/// The node of a list row trait: its content's layout and drawing, and the
/// trait for the list to read.
final class ListRowTraitPrimitive: NodePrimitive {
    var trait: ListRowTrait

    init(trait: ListRowTrait) {
        self.trait = trait
    }
}

extension ViewNode {
    /// The row's insets if `listRowInsets(_:)` set them.
    var listRowInsets: EdgeInsets? {
        let found = throughModifiers(ListRowTraitPrimitive.self) {
            if case .insets(let insets) = $0.trait { return insets != nil }
            return false
        }
        if case .insets(let insets)? = found?.primitive.trait { return insets }
        return nil
    }

    /// Whether the row hides its separator on `edge`.
    func listRowHidesSeparator(_ edge: VerticalEdge) -> Bool {
        let found = throughModifiers(ListRowTraitPrimitive.self) {
            if case .separator(_, let edges) = $0.trait { return edges.contains(VerticalEdge.Set(edge)) }
            return false
        }
        if case .separator(let visibility, _)? = found?.primitive.trait { return visibility == .hidden }
        return false
    }

    /// The tint of the row's separator on `edge`, if it sets one.
    func listRowSeparatorTint(_ edge: VerticalEdge) -> Color.Resolved? {
        let found = throughModifiers(ListRowTraitPrimitive.self) {
            if case .separatorTint(let tint, let edges) = $0.trait { return tint != nil && edges.contains(VerticalEdge.Set(edge)) }
            return false
        }
        if case .separatorTint(let tint, _)? = found?.primitive.trait { return tint }
        return nil
    }
}

extension View {
    /// Sets the insets of the row in a list: the space between the row's
    /// card edges and its content (16 points leading and trailing and 6
    /// top and bottom when not set). The row stays at least
    /// `defaultMinListRowHeight` high (44 points by default).
    ///
    /// - Parameter insets: The insets; `nil` for the list's. An edge that
    ///   is negative or not a finite number counts as 0.
    /// - Returns: The row.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let sane = insets.map {
            EdgeInsets(top: clamped($0.top), leading: clamped($0.leading), bottom: clamped($0.bottom), trailing: clamped($0.trailing))
        }
        return modifier(_ListRowTraitModifier(trait: .insets(sane)))
    }

    /// Shows or hides the row's separators in a list. The line between two
    /// rows is drawn unless the row above hides its bottom separator or the
    /// row below its top one.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides them; `.visible` and `.automatic`
    ///     show them.
    ///   - edges: Which of the row's separators.
    /// - Returns: The row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .separator(visibility, edges: edges)))
    }

    /// Colors the row's separators in a list. A line between two rows takes
    /// the upper row's bottom tint, else the lower row's top tint, else the
    /// list's separator color.
    ///
    /// - Parameters:
    ///   - color: The color; `nil` for the list's.
    ///   - edges: Which of the row's separators.
    /// - Returns: The row.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .separatorTint(nil, edges: edges), tint: color))
    }
}
