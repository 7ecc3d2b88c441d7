import AnimationCore
import Foundation

/// A control that chooses a color, as in SwiftUI: its label, and at the
/// trailing edge a 28-point well of the selected color in a ring of hues.
/// A tap on the well opens a card of swatches (the twelve system colors,
/// black, gray and white); a tap on a swatch selects it and closes the
/// card. (iOS opens its full color sheet; the headless card offers the
/// system colors.)
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled

    /// The swatches of the card.
    static var swatches: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .black, .gray, .white]
    }

    /// A picker with a label view.
    ///
    /// - Parameters:
    ///   - selection: The color.
    ///   - supportsOpacity: Whether opacity can be chosen (the card's
    ///     swatches are opaque).
    ///   - label: The label.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the well, and the open card.
    @MainActor @ViewBuilder public var body: some View {
        let open = $isOpen, selection = self.selection, enabled = isEnabled
        HStack {
            _ControlLabel(content: label)
            Circle()
                .fill(selection.wrappedValue)
                .frame(width: 22, height: 22)
                .padding(3)
                .overlay(
                    Circle().stroke(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
                )
                .contentShape(Circle())
                .onTapGesture { if enabled { open.wrappedValue.toggle() } }
                .accessibilityLabel("Color well")
        }
        .overlay(alignment: .topTrailing) {
            if isOpen {
                let columns = Self.swatches.count / 3
                VStack(spacing: 8) {
                    ForEach(0..<3, id: \.self) { row in
                        HStack(spacing: 8) {
                            ForEach(0..<columns, id: \.self) { column in
                                let color = Self.swatches[row * columns + column]
                                Circle().fill(color).frame(width: 28, height: 28)
                                    .overlay(Circle().stroke(Color.gray.opacity(0.4), lineWidth: 0.5))
                                    .onTapGesture {
                                        selection.wrappedValue = color
                                        open.wrappedValue = false
                                    }
                            }
                        }
                    }
                }
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.2), radius: 16))
                .fixedSize()
                .offset(y: 34)
            }
        }
        .zIndex(isOpen ? 1 : 0)
        .opacity(isEnabled ? 1 : 0.4)
    }
}

extension ColorPicker where Label == Text {
    /// A picker with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - selection: The color.
    ///   - supportsOpacity: Whether opacity can be chosen.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker with a string title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - selection: The color.
    ///   - supportsOpacity: Whether opacity can be chosen.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: View {}
