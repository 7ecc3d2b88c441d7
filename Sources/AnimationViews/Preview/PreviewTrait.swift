import AnimationCore
import Foundation

/// A customization of a preview, such as its layout or orientation:
/// `#Preview(traits: .sizeThatFitsLayout) { ... }`.
///
/// Isolated to the main actor, as SwiftUI's traits are: a `#Preview`'s
/// expansion makes them in its `@MainActor` `makePreview()`.
@MainActor @preconcurrency
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    public let value: PreviewTraitValues
    /// The preview modifiers the trait wraps the view in (``modifier(_:)``).
    let modifiers: [AnyPreviewModifier]

    /// Creates a trait that sets some of a preview's values.
    init(_ value: PreviewTraitValues, modifiers: [AnyPreviewModifier] = []) {
        self.value = value
        self.modifiers = modifiers
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A container the size of the device (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(layout: .device))
    }

    /// A container the size the view takes when offered the device's size
    /// (``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(layout: .sizeThatFits))
    }

    /// A container of a fixed size, with the view centered in it
    /// (``PreviewLayout/fixed(width:height:)``).
    ///
    /// - Parameters:
    ///   - width: The container's width.
    ///   - height: The container's height.
    /// - Returns: The trait.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(PreviewTraitValues(layout: .fixed(width: width, height: height)))
    }

    /// Portrait, the top of the device on top (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(orientation: .portrait))
    }

    /// Portrait, upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(orientation: .portraitUpsideDown))
    }

    /// Landscape, the top of the device on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(orientation: .landscapeLeft))
    }

    /// Landscape, the top of the device on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(PreviewTraitValues(orientation: .landscapeRight))
    }
}

/// What a preview's traits and preview modifiers set: each is `nil` until
/// something sets it. This package's addition: `animate preview` reads it.
public struct PreviewTraitValues: Sendable, Hashable {
    /// The layout.
    public var layout: PreviewLayout?
    /// The orientation.
    public var orientation: InterfaceOrientation?
    /// The device.
    public var device: PreviewDevice?
    /// The name to show for the preview.
    public var displayName: String?

    /// Creates values.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - orientation: The orientation.
    ///   - device: The device.
    ///   - displayName: The name.
    public init(
        layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil,
        device: PreviewDevice? = nil, displayName: String? = nil
    ) {
        self.layout = layout
        self.orientation = orientation
        self.device = device
        self.displayName = displayName
    }

    /// These values, with those of `other` where these have none.
    ///
    /// - Parameter other: The values to fall back on.
    /// - Returns: The merged values.
    public func merged(over other: PreviewTraitValues) -> PreviewTraitValues {
        PreviewTraitValues(
            layout: layout ?? other.layout, orientation: orientation ?? other.orientation,
            device: device ?? other.device, displayName: displayName ?? other.displayName)
    }

    /// The safe-area insets of the preview's container: the device's (in
    /// its orientation) when the preview shows a device, or those given for
    /// the default device; none for a fixed size or one that fits the view.
    ///
    /// - Parameter defaultDevice: The insets of the device used when none is
    ///   set (or the table does not know it).
    /// - Returns: The insets.
    public func containerSafeAreaInsets(defaultDevice: EdgeInsets) -> EdgeInsets {
        guard (layout ?? .device) == .device else { return EdgeInsets() }
        let landscape = orientation?.isLandscape == true
        if let insets = device?.safeAreaInsets(landscape: landscape) { return insets }
        guard landscape else { return defaultDevice }
        return defaultDevice.bottom > 0
            ? EdgeInsets(top: 0, leading: defaultDevice.top, bottom: 21, trailing: defaultDevice.top) : EdgeInsets()
    }

    /// The size of the preview's container, given the size of the device
    /// the preview runs on when no device is set, and the size the view
    /// takes when offered a size (for ``PreviewLayout/sizeThatFits``).
    ///
    /// - Parameters:
    ///   - defaultDevice: The device size to use when no known device is set.
    ///   - sizeThatFits: The view's size for a proposal.
    /// - Returns: The container's size.
    public func containerSize(defaultDevice: CGSize, sizeThatFits: (CGSize) -> CGSize) -> CGSize {
        var device = self.device?.screenSize ?? defaultDevice
        if orientation?.isLandscape == true {
            device = CGSize(width: device.height, height: device.width)
        }
        switch layout ?? .device {
        case .device: return device
        case .sizeThatFits: return sizeThatFits(device)
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        }
    }
}
