import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A UIKit view as an image at its frame's size, as
    /// swift-snapshot-testing's iOS strategy of the same name.
    public static var image: Snapshotting {
        image()
    }

    /// A UIKit view as an image, with swift-snapshot-testing's iOS names
    /// and labels:
    ///
    /// ```swift
    /// assertSnapshot(of: badgeView, as: .image(size: CGSize(width: 120, height: 40)))
    /// ```
    ///
    /// The view (resized to `size` when given) is drawn by
    /// `UIView.drawHierarchy(in:afterScreenUpdates:)`: backgrounds, layers,
    /// labels, image views and `draw(_:)` overrides, subviews at their
    /// frames. References are PNG files named as SnapshotTesting names them;
    /// a failure names the view drawn where the pixels first differ. Needs
    /// the `Cairo` trait.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through a window; the
    ///     same image here.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must look to match.
    ///   - size: The size to give the view; its frame's size when `nil`.
    ///   - traits: The scale (`displayScale`, 3 unless given).
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            view throws(SnapshotFailure) in
            if let size { view.frame.size = size }
            return try UIKitSnapshot.picture(of: view, scale: Double(traits.displayScale))
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller's view as an image at its frame's size.
    public static var image: Snapshotting {
        image()
    }

    /// A view controller's view as an image on a device, as
    /// swift-snapshot-testing's iOS strategy:
    /// `assertSnapshot(of: controller, as: .image(on: .iPhone13))`.
    ///
    /// The view takes the device's screen size (or `size`); a
    /// `UIHostingController` draws its SwiftUI view as
    /// `image(layout: .device(config:))` draws it (safe area, size
    /// classes, appearance), any other controller its UIKit view (see
    /// `Snapshotting<UIView, UIImage>.image`).
    ///
    /// - Parameters:
    ///   - config: The device.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must look to match.
    ///   - size: The size, instead of the device's.
    ///   - traits: Traits over the device's.
    /// - Returns: The strategy.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: merged) {
            controller throws(SnapshotFailure) in
            try UIKitSnapshot.picture(of: controller, layout: .device(config: config), traits: merged)
        }
    }

    /// A view controller's view as an image at its frame's size (or
    /// `size`), as swift-snapshot-testing's iOS strategy.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through a window; the
    ///     same image here.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must look to match.
    ///   - size: The size to give the view.
    ///   - traits: The appearance and scale.
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            controller throws(SnapshotFailure) in
            let frame = controller.view.frame.size
            let layout: SwiftUISnapshotLayout = .fixed(width: size?.width ?? frame.width, height: size?.height ?? frame.height)
            return try UIKitSnapshot.picture(of: controller, layout: layout, traits: traits)
        }
    }
}

/// The UIKit strategies' shared part.
enum UIKitSnapshot {
    /// The strategy: `draw` makes the picture on the main actor; the
    /// image is its PNG at the traits' scale.
    static func strategy<Value>(
        precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
        _ draw: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> PNGSnapshot.Picture
    ) -> Snapshotting<Value, UIImage> {
        let scale = Double(traits.displayScale)
        let drawn = DrawnItems()
        let diffing = Diffing<UIImage>.diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in UIImage(data: data, scale: scale) ?? UIImage(source: .data(data), size: .zero, scale: scale) }
        ) { reference, new in
            PNGSnapshot.difference(
                reference.pngData() ?? Data(), new.pngData() ?? Data(), precision: precision, perceptualPrecision: perceptualPrecision,
                drawn: drawn
            ).map { ($0, []) }
        }
        return .onMainActor(
            pathExtension: "png", diffing: diffing,
            placeholder: { UIImage(source: .data(Data($0.placeholder.utf8)), size: .zero, scale: scale) }
        ) { value throws(SnapshotFailure) in
            let data = try PNGSnapshot.png(
                of: try draw(value), scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, drawn: drawn)
            guard let image = UIImage(data: data, scale: scale) else { throw SnapshotFailure("the drawn PNG could not be read back") }
            return image
        }
    }

    /// A controller's picture: a hosting controller's SwiftUI view in the
    /// layout, any other controller's UIKit view at the layout's size.
    @MainActor
    static func picture(of controller: UIViewController, layout: SwiftUISnapshotLayout, traits: UITraitCollection) throws(SnapshotFailure)
        -> PNGSnapshot.Picture
    {
        let device = DeviceLayout(layout, traits: traits)
        if let hosting = controller as? any HostedSwiftUIContent {
            return device.picture(of: try device.host { size in hosting.makeHost(size: size) })
        }
        let view: UIView = controller.view
        switch layout {
        case .device(let config): view.frame.size = config.size ?? view.frame.size
        case .fixed(let width, let height): view.frame.size = CGSize(width: width, height: height)
        case .sizeThatFits: view.frame.size = view.sizeThatFits(view.frame.size)
        }
        return try picture(of: view, scale: Double(traits.displayScale))
    }

    /// A UIKit view's picture: its hierarchy drawn into a recording
    /// context, with each view's frame for a failure to name.
    @MainActor
    static func picture(of view: UIView, scale: Double) throws(SnapshotFailure) -> PNGSnapshot.Picture {
        let size = view.bounds.size
        try PNGSnapshot.check(size: size, scale: scale)
        let context = CGContext(size: size)
        UIGraphicsPushContext(context)
        view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        UIGraphicsPopContext()
        var views: [(frame: CGRect, description: String)] = []
        func visit(_ view: UIView, origin: CGPoint) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let frame = CGRect(origin: origin, size: view.bounds.size)
            views.append((frame, describe(view, frame: frame)))
            for subview in view.subviews {
                visit(
                    subview, origin: CGPoint(x: origin.x + subview.frame.minX - view.bounds.minX, y: origin.y + subview.frame.minY - view.bounds.minY)
                )
            }
        }
        visit(view, origin: .zero)
        return PNGSnapshot.Picture(size: size, displayList: DisplayList(items: context.items), views: views)
    }

    /// A view as a failure names it: its class, identifier and text.
    @MainActor
    private static func describe(_ view: UIView, frame: CGRect) -> String {
        var words = [String(describing: type(of: view))]
        if let identifier = view.accessibilityIdentifier { words.append("id \"\(identifier)\"") }
        if let label = view as? UILabel, let text = label.text { words.append("\"\(text)\"") }
        let number = { (value: CGFloat) in TraceTextRenderer.number(Double(value)) }
        words.append("at (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)) × \(number(frame.height)))")
        return words.joined(separator: " ")
    }
}
