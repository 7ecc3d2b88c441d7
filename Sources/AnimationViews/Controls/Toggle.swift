import AnimationCore
import AnimationRuntime
import Foundation

/// A control that switches a Boolean on and off. The environment's toggle
/// style draws it (a switch by default, as on iOS); a disabled toggle does
/// not switch.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle with a label.
    ///
    /// - Parameters:
    ///   - isOn: The value.
    ///   - label: The label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle: View {
    /// The toggle as its style draws it.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
        if let style {
            style(configuration)
        } else {
            SwitchToggleStyle().makeBody(configuration: configuration)
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - isOn: The value.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a text label from a string.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - isOn: The value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// What a toggle style draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: AnyView { content }
    }

    /// The label.
    public let label: Label
    /// The value, to read and to set.
    @Binding public var isOn: Bool
    /// Whether the value is mixed (the host has no mixed toggles).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// How toggles look and switch.
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View

    /// The toggle's view: it switches `configuration.isOn` itself.
    ///
    /// - Parameter configuration: The label and the value.
    /// - Returns: The toggle's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body

    /// What the style draws from.
    typealias Configuration = ToggleStyleConfiguration
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? = nil
}

extension EnvironmentValues {
    /// The toggle style set with `toggleStyle`; `nil` for the switch.
    var toggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in the view.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_ToggleStyleModifier(style: style))
    }
}

struct _ToggleStyleModifier<S: ToggleStyle>: PrimitiveModifier {
    var style: S

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        let style = self.style
        inner.environment.toggleStyle = { AnyView(style.makeBody(configuration: $0)) }
        node.updateChild(content, in: inner)
    }
}

/// A switch, as on iOS: the label (taking the width the switch leaves),
/// then a 51 × 31 capsule whose 27-point knob slides to the trailing end
/// when on. The track is green when on
/// (the tint, when one is set) and light gray when off; a tap on the switch
/// turns it with `.snappy` (SwiftUI does not document its animation).
public struct SwitchToggleStyle: ToggleStyle {
    private var tint: Color?

    /// Creates the style.
    public init() {}

    /// Creates the style with the track's color when on (the form of
    /// iOS 14, deprecated in iOS 15 for `tint(_:)`, as in SwiftUI).
    ///
    /// - Parameter tint: The color.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) {
        self.tint = tint
    }

    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            SwitchBody(configuration: configuration).tint(tint)
        } else {
            SwitchBody(configuration: configuration)
        }
    }
}

private struct SwitchBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let isOn = configuration.isOn
        let binding = configuration.$isOn
        HStack {
            // The label takes what the switch leaves.
            _ControlLabel(content: configuration.label)
            ZStack {
                Capsule()
                    .fill(
                        isOn
                            ? (tint ?? AnyShapeStyle(Color.green))
                            : AnyShapeStyle(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)))
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .frame(width: 27, height: 27)
                    .offset(x: isOn ? 10 : -10)
            }
            .frame(width: 51, height: 31)
            .onTapGesture {
                withAnimation(.snappy) { binding.wrappedValue.toggle() }
            }
        }
        .opacity(isEnabled ? 1 : 0.4)
    }
}

/// A toggle drawn as a bordered button: prominent (filled with the tint)
/// when on. A tap switches it.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The button.
    public func makeBody(configuration: Configuration) -> some View {
        let binding = configuration.$isOn
        if configuration.isOn {
            Button {
                binding.wrappedValue.toggle()
            } label: {
                configuration.label
            }
            .buttonStyle(.borderedProminent)
        } else {
            Button {
                binding.wrappedValue.toggle()
            } label: {
                configuration.label
            }
            .buttonStyle(.bordered)
        }
    }
}

/// The default toggle style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
