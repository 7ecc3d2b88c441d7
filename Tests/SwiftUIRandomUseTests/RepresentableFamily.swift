import SwiftUI

// The random-use test again, with UIKit representables among the families
// (`RANDOM_USE_REPRESENTABLES`): the files of `RandomUse/` are the view
// tests' own, linked here, where the `SwiftUI` module is.

/// A piece beside a representable that shows the model's value for its
/// slot: a UIKit view in even slots, a view controller in odd ones. Each
/// tells the model when it makes, updates and dismantles its object, and
/// sizes itself by the value, so an update reaches the layout.
struct RepresentableFamily: View {
    let content: Piece
    let slot: Int
    let model: RandomModel

    var body: some View {
        HStack(spacing: 2) {
            PieceView(piece: content, model: model)
            if slot % 2 == 0 {
                RandomUIView(value: model.values[slot], slot: slot, model: model)
            } else {
                RandomViewController(value: model.values[slot], slot: slot, model: model)
            }
        }
    }
}

/// Tells the model of a representable's object being dismantled (a
/// dismantle is static: the coordinator carries the model).
final class LifeCycleCoordinator {
    weak var model: RandomModel?

    init(model: RandomModel) {
        self.model = model
    }
}

/// A UIKit view whose width follows the value.
struct RandomUIView: UIViewRepresentable {
    let value: Double
    let slot: Int
    let model: RandomModel

    func makeCoordinator() -> LifeCycleCoordinator { LifeCycleCoordinator(model: model) }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        model.made(view, slot: slot)
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.tag = Int(value)
        model.updated(uiView, value: value)
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: LifeCycleCoordinator) {
        coordinator.model?.dismantled(uiView)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: 20 + abs(value) * 4, height: 16)
    }
}

/// A view controller whose height follows the value.
struct RandomViewController: UIViewControllerRepresentable {
    let value: Double
    let slot: Int
    let model: RandomModel

    func makeCoordinator() -> LifeCycleCoordinator { LifeCycleCoordinator(model: model) }

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        model.made(controller, slot: slot)
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        uiViewController.title = "\(value)"
        model.updated(uiViewController, value: value)
    }

    static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: LifeCycleCoordinator) {
        coordinator.model?.dismantled(uiViewController)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
        CGSize(width: 24, height: 12 + abs(value) * 3)
    }
}
