import Foundation
import SwiftAnimation
import UIKit

/// A wrapper of a UIKit view controller, as in SwiftUI.
///
/// As with ``UIViewRepresentable``, the headless host runs the life cycle
/// (``makeCoordinator()``, ``makeUIViewController(context:)`` once,
/// ``updateUIViewController(_:context:)`` on updates,
/// ``dismantleUIViewController(_:coordinator:)`` when it leaves) and draws
/// a labelled placeholder of the size it is offered, with one warning per
/// type.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == RepresentableView<Self> {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The coordinator's type (none by default).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the representable's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the controller down when the representable leaves.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The size the controller's view takes for a proposal; `nil` takes
    /// the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// `nil`: the view takes the size it is offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// The placeholder the host draws for the controller, running its life
    /// cycle.
    public var body: RepresentableView<Self> {
        RepresentableView(
            name: String(describing: Self.self),
            make: { environment in
                let coordinator = makeCoordinator()
                let controller = makeUIViewController(context: Context(coordinator: coordinator, environment: environment))
                let dismiss = environment.dismiss
                controller.hostingDismiss = { dismiss() }
                return (coordinator, controller)
            },
            update: { controller, coordinator, environment in
                let dismiss = environment.dismiss
                (controller as! UIViewControllerType).hostingDismiss = { dismiss() }
                updateUIViewController(
                    controller as! UIViewControllerType, context: Context(coordinator: coordinator as! Coordinator, environment: environment))
            },
            size: { proposal, controller, coordinator, environment in
                sizeThatFits(
                    proposal, uiViewController: controller as! UIViewControllerType,
                    context: Context(coordinator: coordinator as! Coordinator, environment: environment))
            },
            dismantle: { controller, coordinator in
                Self.dismantleUIViewController(controller as! UIViewControllerType, coordinator: coordinator as! Coordinator)
            })
    }
}

/// What a ``UIViewControllerRepresentable``'s methods are given, as in
/// SwiftUI.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()``
    /// made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

extension UIViewControllerRepresentableContext {
    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
