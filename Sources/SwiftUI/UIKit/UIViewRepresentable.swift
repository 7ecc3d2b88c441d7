import Foundation
import SwiftAnimation
import UIKit

/// A wrapper of a UIKit view, as in SwiftUI.
///
/// The headless host cannot draw UIKit views. It runs the life cycle as
/// SwiftUI does — ``makeCoordinator()`` and ``makeUIView(context:)`` once
/// while the view is shown, ``updateUIView(_:context:)`` whenever SwiftUI
/// updates it, ``dismantleUIView(_:coordinator:)`` when it leaves — and
/// draws a labelled placeholder (the type's name on a gray box) of the
/// size it is offered, or of ``sizeThatFits(_:uiView:context:)``'s answer,
/// and the host warns once per type.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == RepresentableView<Self> {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The coordinator's type (none by default).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with the representable's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the UIKit view down when the representable leaves.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator
    /// The size the view takes for a proposal; `nil` takes the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// `nil`: the view takes the size it is offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The placeholder the host draws for the UIKit view, running its life
    /// cycle.
    public var body: RepresentableView<Self> {
        RepresentableView(
            name: String(describing: Self.self),
            make: { environment in
                let coordinator = makeCoordinator()
                return (coordinator, makeUIView(context: Context(coordinator: coordinator, environment: environment)))
            },
            update: { view, coordinator, environment in
                updateUIView(view as! UIViewType, context: Context(coordinator: coordinator as! Coordinator, environment: environment))
            },
            size: { proposal, view, coordinator, environment in
                sizeThatFits(
                    proposal, uiView: view as! UIViewType, context: Context(coordinator: coordinator as! Coordinator, environment: environment))
            },
            dismantle: { view, coordinator in
                Self.dismantleUIView(view as! UIViewType, coordinator: coordinator as! Coordinator)
            })
    }
}

/// What a ``UIViewRepresentable``'s methods are given, as in SwiftUI.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

extension UIViewRepresentableContext {
    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
