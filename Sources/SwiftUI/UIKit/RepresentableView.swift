import Foundation
import SwiftAnimation
import UIKit

/// What a UIKit representable draws on the headless host: a labelled
/// placeholder (its type's name on a gray box) of the size it is offered,
/// or of the size its `sizeThatFits` answers, while the representable's
/// life cycle runs as SwiftUI runs it. The host warns once per type.
///
/// The body of every ``UIViewRepresentable`` and
/// ``UIViewControllerRepresentable``; not made directly.
@MainActor @preconcurrency
public struct RepresentableView<Representable>: View {
    let name: String
    let make: @MainActor (EnvironmentValues) -> (coordinator: Any, object: AnyObject)
    let update: @MainActor (AnyObject, Any, EnvironmentValues) -> Void
    let size: @MainActor (ProposedViewSize, AnyObject, Any, EnvironmentValues) -> CGSize?
    let dismantle: @MainActor (AnyObject, Any) -> Void

    @State private var storage = Storage()
    @Environment(\.self) private var environment
    @Environment(\._warn) private var warn

    /// The UIKit object and its coordinator, made once while shown.
    final class Storage {
        var made: (coordinator: Any, object: AnyObject)?
    }

    /// The answer of the representable's `sizeThatFits`, for the layout.
    final class Fit: @unchecked Sendable {
        let answer: @MainActor (ProposedViewSize) -> CGSize?
        init(_ answer: @escaping @MainActor (ProposedViewSize) -> CGSize?) { self.answer = answer }
    }

    /// The placeholder, after making or updating the UIKit object.
    public var body: some View {
        let made: (coordinator: Any, object: AnyObject)
        if let existing = storage.made {
            made = existing
        } else {
            made = make(environment)
            storage.made = made
        }
        update(made.object, made.coordinator, environment)
        warn("\(name) wraps a UIKit view: the headless host draws a labelled placeholder in its place.")
        // The layout reaches the object through the storage, so that a
        // dismantled object goes at once, not when the layout's node does.
        let environment = self.environment, size = self.size
        let fit = Fit { [storage] proposal in
            guard let made = storage.made else { return nil }
            return size(proposal, made.object, made.coordinator, environment)
        }
        return RepresentableLayout(fit: fit) {
            ZStack {
                Rectangle().fill(Color.gray.opacity(0.2))
                Rectangle().stroke(Color.gray.opacity(0.6), lineWidth: 1)
                Text(name).font(.caption).foregroundColor(.secondary).padding(4)
            }
        }
        .onDisappear { [storage, dismantle] in
            guard let made = storage.made else { return }
            storage.made = nil
            dismantle(made.object, made.coordinator)
        }
    }
}

/// Sizes a representable's placeholder: its `sizeThatFits` answer, or the
/// proposal (an unspecified dimension counts 10 points, as in SwiftUI).
struct RepresentableLayout<Representable>: Layout {
    let fit: RepresentableView<Representable>.Fit

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let answer = MainActor.assumeIsolated { fit.answer(proposal) }
        if let answer, answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 { return answer }
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
