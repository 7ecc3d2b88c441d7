import AnimationCore

/// How pickers look and choose. SwiftUI's picker styles have no public
/// requirements, and neither do these: use the built-in styles.
public protocol PickerStyle {
    /// The drawing this style stands for.
    var _kind: _PickerStyleKind { get }
}

/// The drawings of pickers.
public enum _PickerStyleKind: Hashable, Sendable {
    /// A row of segments (``SegmentedPickerStyle``, ``PalettePickerStyle``).
    case segmented
    /// A column of options around the chosen one (``WheelPickerStyle``,
    /// ``InlinePickerStyle`` outside lists).
    case wheel
    /// A button that opens a list (``MenuPickerStyle``,
    /// ``DefaultPickerStyle``, ``NavigationLinkPickerStyle``).
    case menu
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = _PickerStyleKind.menu
}

extension EnvironmentValues {
    /// The drawing of pickers in the view.
    var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style._kind)
    }
}

/// The default picker style: a menu, as on iOS 16 and later outside forms.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _kind: _PickerStyleKind { .menu }
}

/// A row of segments: the chosen one on a white plate that slides to the
/// option chosen next (see ``SegmentedPickerStyle`` for the geometry).
///
/// The control is 32 points high (28-point segments inset by 2 in a
/// rounded rectangle of radius 9, filled with iOS's tertiary system fill);
/// the plate has radius 7 and a soft shadow; segments share the width
/// equally. Labels are 13-point text, semibold when chosen.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Segments.
    public var _kind: _PickerStyleKind { .segmented }
}

/// A column of options, the chosen one in the middle of a 216-point-high
/// band (rows of 32 points, fading with their distance from it). A
/// headless host has no scrolling: a tap on an option chooses it, and the
/// column slides to it.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A wheel.
    public var _kind: _PickerStyleKind { .wheel }
}

/// A button showing the chosen option and a chevron, in the tint; a tap
/// opens the options below it (a check beside the chosen one), and a tap on
/// one chooses it and closes the list.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _kind: _PickerStyleKind { .menu }
}

/// The options inline with other views: outside a list, a wheel, as on iOS.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A wheel.
    public var _kind: _PickerStyleKind { .wheel }
}

/// A navigation link to a list of the options. The host has no navigation
/// yet: drawn and chosen as a menu.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _kind: _PickerStyleKind { .menu }
}

/// A row of compact options: drawn as segments.
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Segments.
    public var _kind: _PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline: a wheel outside lists.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link (drawn as a menu).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette (drawn as segments).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
