import AnimationCore
import Foundation

/// What a sheet's content asks of the sheet that presents it: its detents,
/// its grabber, its corners, whether a drag may dismiss it. Each field is
/// `nil` until a modifier sets it; the innermost modifier of a field wins,
/// and among siblings the last in tree order.
struct SheetOptions {
    /// `presentationDetents`, with its selection binding if any.
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    /// The selection's value when the options were read.
    var selected: PresentationDetent?
    var dragIndicator: Visibility?
    /// `presentationCornerRadius`: set to `nil` (the system's) or to a
    /// radius.
    var cornerRadius: CGFloat??
    var interactiveDismissDisabled: Bool?
    var background: AnyShapeStyle?
    /// `presentationBackground(alignment:content:)`: a view behind the
    /// content, filling the card (which then draws no fill of its own).
    var backgroundView: AnyView?
    var backgroundAlignment = Alignment.center
    /// The background resolved in the card's environment when the options
    /// were read (how two backgrounds compare).
    var resolvedBackground: _ResolvedShapeStyle?

    /// `self` with the fields `inner` sets taken from it.
    func overridden(by inner: SheetOptions?) -> SheetOptions {
        guard let inner else { return self }
        var result = self
        if let detents = inner.detents {
            result.detents = detents
            result.selection = inner.selection
        }
        if let dragIndicator = inner.dragIndicator { result.dragIndicator = dragIndicator }
        if let cornerRadius = inner.cornerRadius { result.cornerRadius = cornerRadius }
        if let disabled = inner.interactiveDismissDisabled { result.interactiveDismissDisabled = disabled }
        if let background = inner.background {
            result.background = background
            result.backgroundView = nil
        }
        if let view = inner.backgroundView {
            result.backgroundView = view
            result.backgroundAlignment = inner.backgroundAlignment
            result.background = nil
        }
        return result
    }

    /// Whether two sets of options lay out and draw a sheet alike.
    func looksLike(_ other: SheetOptions) -> Bool {
        detents == other.detents && selected == other.selected
            && dragIndicator == other.dragIndicator && cornerRadius == other.cornerRadius
            && interactiveDismissDisabled == other.interactiveDismissDisabled
            && resolvedBackground == other.resolvedBackground && (backgroundView == nil) == (other.backgroundView == nil)
            && backgroundAlignment == other.backgroundAlignment
    }
}

struct SheetOptionsKey: PreferenceKey {
    static var defaultValue: SheetOptions? { nil }

    static func reduce(value: inout SheetOptions?, nextValue: () -> SheetOptions?) {
        value = (value ?? SheetOptions()).overridden(by: nextValue())
    }
}

extension View {
    /// Sets the heights a sheet that presents this view rests at. The
    /// sheet opens at the smallest of them (Apple's sets are unordered;
    /// this is the choice here) and a drag moves it to the nearest when
    /// released. Without this modifier a sheet has only `.large`.
    ///
    /// - Parameter detents: The detents; an empty set, or one whose every
    ///   detent is inactive, means `.large`.
    /// - Returns: The view.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        sheetOptions { $0.detents = detents }
    }

    /// Sets the heights a sheet rests at, and which one it shows: the
    /// binding moves the sheet (animated) and a drag writes it.
    ///
    /// - Parameters:
    ///   - detents: The detents.
    ///   - selection: The detent shown; one not in `detents` shows the
    ///     smallest.
    /// - Returns: The view.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        sheetOptions {
            $0.detents = detents
            $0.selection = selection
        }
    }

    /// Shows or hides the grabber at the top of a sheet: a 36 × 5 capsule 5
    /// points below its top edge. `.automatic` shows it when the sheet has
    /// more than one detent.
    ///
    /// - Parameter visibility: The grabber's visibility.
    /// - Returns: The view.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        sheetOptions { $0.dragIndicator = visibility }
    }

    /// Sets the radius of a sheet's top corners; `nil` is the system's 10.
    ///
    /// - Parameter cornerRadius: The radius in points; negative or not
    ///   finite values are the system's.
    /// - Returns: The view.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        sheetOptions { $0.cornerRadius = .some(cornerRadius) }
    }

    /// Keeps a drag from dismissing the sheet this view is in: released
    /// below its smallest detent, it springs back. The binding and
    /// `dismiss` still dismiss it.
    ///
    /// - Parameter isDisabled: Whether a drag may not dismiss the sheet.
    /// - Returns: The view.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        sheetOptions { $0.interactiveDismissDisabled = isDisabled }
    }

    /// Fills a sheet with a style instead of the system background (its
    /// corners stay rounded).
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        sheetOptions { $0.background = AnyShapeStyle(style) }
    }

    /// Draws a view behind a sheet's content, filling the sheet (under
    /// the bottom safe area too) and clipped to its rounded shape, instead
    /// of the system background.
    ///
    /// - Parameters:
    ///   - alignment: Where the view goes in the sheet when it does not
    ///     fill it.
    ///   - content: The view.
    /// - Returns: The view.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let view = AnyView(content())
        return sheetOptions {
            $0.backgroundView = view
            $0.backgroundAlignment = alignment
        }
    }

    nonisolated private func sheetOptions(_ set: @escaping (inout SheetOptions) -> Void) -> some View {
        transformPreference(SheetOptionsKey.self) { value in
            var own = SheetOptions()
            set(&own)
            // What the content set is inner: it wins over this modifier.
            value = own.overridden(by: value)
        }
    }
}

/// The sheet card's reader of its content's options: after each update it
/// reads them again, and a change lays the sheet out again (a new
/// selection moves it, animated).
@MainActor
final class SheetOptionsReader: PreferenceReading {
    private let reference: WeakNode
    private(set) var options = SheetOptions()
    /// Runs when the options change.
    var onChange: (@MainActor (_ old: SheetOptions, _ node: ViewNode) -> Void)?

    init(node: ViewNode) {
        reference = node.weakReference
    }

    var isDetached: Bool { reference.node?.isDetached ?? true }

    func refresh() -> Bool {
        guard let node = reference.node else { return false }
        var value = (node.preferenceValue(SheetOptionsKey.self) ?? nil) ?? SheetOptions()
        value.selected = value.selection?.wrappedValue
        value.resolvedBackground = value.background?._resolvePaint(in: node.lastContext?.environment ?? EnvironmentValues())
        guard !value.looksLike(options) else {
            options = value  // the same look; keep the newest binding
            return false
        }
        let old = options
        options = value
        onChange?(old, node)
        return true
    }
}
