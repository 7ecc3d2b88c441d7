import AnimationCore

/// How text fields look. SwiftUI's text field styles have no public
/// requirements, and neither do these: use the built-in styles.
public protocol TextFieldStyle {
    /// The drawing this style stands for.
    var _kind: _TextFieldStyleKind { get }
}

/// The drawings of text fields.
public enum _TextFieldStyleKind: Hashable, Sendable {
    /// The text alone.
    case plain
    /// The text in a white rounded rectangle (radius 5) with a thin gray
    /// border, 34 points high, 7 points of padding at the sides.
    case roundedBorder
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = _TextFieldStyleKind.plain
}

extension EnvironmentValues {
    /// The drawing of text fields in the view.
    var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }
}

/// The default text field style: plain, as on iOS outside forms.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
}

/// The text alone, without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
}

/// The text in a rounded rectangle with a thin border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// A rounded border.
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default: plain.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Plain.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
