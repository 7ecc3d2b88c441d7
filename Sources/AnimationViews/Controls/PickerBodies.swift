import AnimationCore
import Foundation

/// iOS's tertiary system fill: the track of segmented controls.
private let tertiaryFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

/// A segmented picker (``SegmentedPickerStyle``): the plate under the
/// chosen segment is one view matched across segments, so it slides. Its
/// colors follow `UISegmentedControl.appearance()` (see
/// `SegmentedPickerAppearance`), as on iOS.
struct SegmentedPickerBody: View {
    let configuration: PickerConfiguration
    @Namespace private var plate
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let selected = configuration.selectedIndex
        let count = configuration.options.count
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                configuration.options[index]
                    .font(.system(size: 13, weight: index == selected ? .semibold : .regular))
                    .foregroundStyle(textColor(selected: index == selected))
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(SegmentedPickerAppearance.selectedSegment ?? Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
                                .matchedGeometryEffect(id: "plate", in: plate)
                        }
                    }
                    .overlay(alignment: .trailing) {
                        if index < count - 1 {
                            Rectangle()
                                .fill(Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3))
                                .frame(width: 1, height: 16)
                                .opacity(index == selected || index + 1 == selected ? 0 : 1)
                        }
                    }
                    .onTapGesture {
                        if isEnabled { configuration.select(index) }
                    }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 9).fill(SegmentedPickerAppearance.background ?? tertiaryFill))
        .opacity(isEnabled ? 1 : 0.4)
    }

    /// A segment's text color: what `UISegmentedControl.appearance()` set
    /// for its state, else the primary color.
    private func textColor(selected: Bool) -> AnyShapeStyle {
        let color = selected ? SegmentedPickerAppearance.selectedText : SegmentedPickerAppearance.normalText
        return color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
}

/// A wheel picker (``WheelPickerStyle``): the column slides so that the
/// chosen option is in the middle band.
struct WheelPickerBody: View {
    let configuration: PickerConfiguration
    @Environment(\.isEnabled) private var isEnabled

    static let rowHeight: CGFloat = 32
    static let height: CGFloat = 216

    var body: some View {
        let selected = configuration.selectedIndex ?? 0
        let count = configuration.options.count
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(tertiaryFill)
                .frame(height: Self.rowHeight)
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    configuration.options[index]
                        .font(.system(size: 21))
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight)
                        .opacity(max(0.25, 1 - 0.25 * Double(abs(index - selected))))
                        .onTapGesture {
                            if isEnabled { configuration.select(index) }
                        }
                }
            }
            // The chosen row's middle on the band's.
            .offset(y: (CGFloat(count) / 2 - CGFloat(selected) - 0.5) * Self.rowHeight)
        }
        .frame(height: Self.height)
        .clipped()
        .opacity(isEnabled ? 1 : 0.4)
    }
}

/// A menu picker (``MenuPickerStyle``): a button showing the chosen
/// option in the tint; open, the options below it. In a list or form row
/// the row shows the picker's label first and the button at its end, the
/// chosen option in the secondary style, as iOS 16 and later draw a menu
/// picker in a form (Apple documents the row only in its pictures; this
/// is this package's reading of them); `labelsHidden()` leaves the button
/// alone.
struct MenuPickerBody: View {
    let configuration: PickerConfiguration
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isInList) private var isInList
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        if isInList {
            HStack(spacing: 8) {
                _ControlLabel(content: configuration.label)
                button
            }
        } else {
            button
        }
    }

    private var button: some View {
        let selected = configuration.selectedIndex
        return HStack(spacing: 4) {
            if let selected {
                configuration.options[selected]
            }
            if indicator != .hidden {
                MenuIndicatorChevron()
            }
        }
        .foregroundStyle(isInList ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
        .padding(.horizontal, isInList ? 0 : 10)
        .frame(minHeight: 34)
        .onTapGesture {
            if isEnabled { isOpen.toggle() }
        }
        .overlay(alignment: .topLeading) {
            if isOpen {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<configuration.options.count, id: \.self) { index in
                        HStack(spacing: 8) {
                            Image(systemName: "checkmark").imageScale(.small).opacity(index == selected ? 1 : 0)
                            configuration.options[index]
                        }
                        .padding(.horizontal, 16)
                        .frame(minWidth: 180, minHeight: 44, alignment: .leading)
                        .onTapGesture {
                            configuration.select(index)
                            isOpen = false
                        }
                    }
                }
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.2), radius: 16))
                .fixedSize()
                .offset(y: 38)
            }
        }
        .zIndex(isOpen ? 1 : 0)
        .opacity(isEnabled ? 1 : 0.4)
    }
}
