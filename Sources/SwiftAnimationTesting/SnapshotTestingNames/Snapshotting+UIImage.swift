import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value: View, Format == UIImage {
    /// A SwiftUI view as an image at its ideal size, as
    /// swift-snapshot-testing's iOS strategy of the same name.
    public static var image: Snapshotting {
        image()
    }

    /// A SwiftUI view as an image, with swift-snapshot-testing's iOS names
    /// and labels, so a suite written for iOS runs unchanged on Linux:
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .image(layout: .device(config: .iPhone13)))
    /// assertSnapshot(of: ContentView(), as: .image(layout: .fixed(width: 320, height: 100), traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The view is drawn at time 0 by ``/AnimationRender/PNGRenderer``
    /// (the `Cairo` trait) on the system background (white, or black in
    /// the dark appearance, as a hosting controller's view) in a host of
    /// the layout's size: a device's
    /// screen with its safe area, a fixed size, or the view's ideal size.
    /// The traits set the color scheme, size classes and Dynamic Type
    /// size (`preferredContentSizeCategory`) the views read
    /// (a device's own size classes unless `traits` gives them), and the
    /// image's scale is `traits.displayScale` (3 unless given: an iPhone's;
    /// UIKit takes the simulator's screen). References are PNG files named
    /// as SnapshotTesting names them (`testName.1.png`).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through a window so
    ///     that effects only a window shows appear; the headless host
    ///     always draws everything a view draws, so either value gives
    ///     the same image.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close each channel must be to match.
    ///   - layout: The size to lay the view out in.
    ///   - traits: The appearance, scale and size classes.
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
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
        ) { view throws(SnapshotFailure) in
            let device = DeviceLayout(layout, traits: traits)
            let data = try PNGSnapshot.png(
                of: device.picture(of: try device.host(of: view)), scale: scale, precision: precision,
                perceptualPrecision: perceptualPrecision, drawn: drawn)
            guard let image = UIImage(data: data, scale: scale) else { throw SnapshotFailure("the drawn PNG could not be read back") }
            return image
        }
    }
}

/// A layout and traits as a host: its size, safe area and environment.
struct DeviceLayout {
    var layout: SwiftUISnapshotLayout
    var traits: UITraitCollection

    init(_ layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        self.layout = layout
        self.traits = traits
    }

    /// A host of the view, laid out and at time 0.
    @MainActor
    func host<V: View>(of view: V) throws(SnapshotFailure) -> ViewHost {
        try host { size in ViewHost(view, size: size, startDate: SnapshotScene.startDate) }
    }

    /// A host that `make` makes at a size, laid out and at time 0.
    @MainActor
    func host(_ make: (CGSize) -> ViewHost) throws(SnapshotFailure) -> ViewHost {
        var safeArea = UIEdgeInsets.zero
        var deviceTraits = UITraitCollection()
        if case .device(let config) = layout {
            safeArea = config.safeArea
            deviceTraits = config.traits
        }
        let merged = UITraitCollection(traitsFrom: [deviceTraits, traits])
        // The traits and safe area apply before layout, so that an ideal
        // size is the one the view takes with them (larger text, say).
        func configured(_ size: CGSize) -> ViewHost {
            let host = make(size)
            host.safeAreaInsets = EdgeInsets(top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom, trailing: safeArea.right)
            host.updateEnvironment { environment in
                if merged.userInterfaceStyle == .dark { environment.colorScheme = .dark }
                if let horizontal = Self.sizeClass(merged.horizontalSizeClass) { environment.horizontalSizeClass = horizontal }
                if let vertical = Self.sizeClass(merged.verticalSizeClass) { environment.verticalSizeClass = vertical }
                environment.displayScale = merged.displayScale
                if let size = DynamicTypeSize(merged.preferredContentSizeCategory) { environment.dynamicTypeSize = size }
            }
            return host
        }
        let size: CGSize
        switch layout {
        case .device(let config):
            if let screen = config.size { size = screen } else { size = try Self.idealSize(configured) }
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
        case .sizeThatFits:
            size = try Self.idealSize(configured)
        }
        try SnapshotScene.check(size: size)
        try PNGSnapshot.check(size: size, scale: Double(traits.displayScale))
        return configured(size)
    }

    /// What the host shows on a hosting controller's background: the
    /// system background, white or (in the dark appearance) black.
    @MainActor
    func picture(of host: ViewHost) -> PNGSnapshot.Picture {
        var picture = PNGSnapshot.Picture(host)
        let dark = host.environment.colorScheme == .dark
        let background = Color.Resolved(red: dark ? 0 : 1, green: dark ? 0 : 1, blue: dark ? 0 : 1)
        picture.displayList.items.insert(
            DisplayList.Item(frame: CGRect(origin: .zero, size: host.size), content: .color(background)), at: 0)
        return picture
    }

    /// The view's ideal size (what a hosting controller's `sizeThatFits`
    /// gives on iOS).
    @MainActor
    private static func idealSize(_ make: (CGSize) -> ViewHost) throws(SnapshotFailure) -> CGSize {
        let size = make(CGSize(width: 1, height: 1)).sizeThatFits(.unspecified)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw SnapshotFailure(
                "the view's ideal size is \(SnapshotScene.describe(size)), which shows nothing: use .fixed(width:height:) or .device(config:)")
        }
        return size
    }

    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> UserInterfaceSizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        case .unspecified: nil
        }
    }
}
