import AnimationCore
import AnimationViews
import Foundation

/// A tip drawn inline, as TipKit's `TipView`: a rounded card with the
/// tip's image, title, message and action buttons, and a close button
/// that invalidates it (`.tipClosed`). It shows while the tip's status is
/// available and takes no space otherwise.
public struct TipView<Content: Tip> {
    let tip: Content
    let arrowEdge: Edge?
    let action: (Tips.Action) -> Void

    /// A view of a tip.
    ///
    /// - Parameters:
    ///   - tip: The tip.
    ///   - arrowEdge: The edge its arrow points from (`nil`: no arrow;
    ///     the arrow is not drawn here).
    ///   - action: What a tap on one of its actions does.
    nonisolated public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }
}

extension TipView: View {
    /// The card, while the tip is available.
    public var body: some View {
        if tip.shouldDisplay {
            TipCard(tip: tip, action: action)
        }
    }
}

/// The card of a tip: what TipView and popoverTip draw.
struct TipCard<Content: Tip>: View {
    let tip: Content
    let action: (Tips.Action) -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            if let image = tip.image {
                image.font(.title2).foregroundStyle(.tint)
            }
            VStack(alignment: .leading, spacing: 4) {
                tip.title.font(.headline)
                if let message = tip.message {
                    message.font(.subheadline).foregroundStyle(.secondary)
                }
                ForEach(tip.actions) { tipAction in
                    Button {
                        tipAction.handler()
                        action(tipAction)
                    } label: {
                        tipAction.title
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Button {
                tip.invalidate(reason: .tipClosed)
            } label: {
                Image(systemName: "xmark").foregroundStyle(.secondary)
            }
            .accessibilityLabel("Close")
        }
        .padding(16)
        .background(Color(.sRGB, white: 0.95, opacity: 1), in: RoundedRectangle(cornerRadius: 16))
        .onAppear { TipStore.shared.displayed(tip.id, options: tip.options) }
        .onDisappear { TipStore.shared.disappeared(tip.id, options: tip.options) }
    }
}

extension View {
    /// Shows a tip in a bubble under this view while the tip is available,
    /// as TipKit's popover does (drawn over what follows, 320 points wide
    /// at most; its arrow is not drawn).
    ///
    /// - Parameters:
    ///   - tip: The tip.
    ///   - arrowEdge: The edge its arrow points from (kept).
    ///   - action: What a tap on one of its actions does.
    /// - Returns: The view.
    nonisolated public func popoverTip<Content: Tip>(
        _ tip: Content, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }
    ) -> some View {
        overlay(alignment: .bottom) {
            TipView(tip, arrowEdge: arrowEdge, action: action)
                .frame(width: 320)
                .fixedSize()
                .alignmentGuide(.bottom) { $0[.top] }
        }
    }
}
