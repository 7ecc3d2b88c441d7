import SwiftUI
import UIKit

// Increase Contrast as apps handle it: a border that turns to the label
// color, a status pill that reads the setting, previews that force the
// setting with SwiftUI's writable keys, and UIKit's flag.

struct ContrastAwareCard: View {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.controlActiveState) private var controlState
    @Environment(\.appearsActive) private var appearsActive

    private var borderColor: Color {
        contrast == .increased ? Color(.label) : Color(.separator)
    }

    private var selectionFillOpacity: Double {
        guard controlState == .key else { return 0.12 }
        return contrast == .increased ? 0.18 : 0.28
    }

    var body: some View {
        VStack(spacing: 8) {
            Text(contrast == .standard ? "Standard" : "Increased")
            Text(UIAccessibility.isDarkerSystemColorsEnabled ? "Darker" : "Normal")
            Text("Opacity \(selectionFillOpacity, specifier: "%.2f")")
            Capsule()
                .fill(Color.red)
                .frame(width: 80, height: 24)
                .overlay(Capsule().stroke(borderColor, lineWidth: 1))
        }
        .padding()
        .background(Color.accentColor.opacity(selectionFillOpacity))
        .opacity(appearsActive ? 1 : 0.6)
    }
}

struct ContrastAwareCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContrastAwareCard()
            ContrastAwareCard()
                .environment(\._colorSchemeContrast, .increased)
                .environment(\._accessibilityReduceMotion, true)
                .environment(\._accessibilityShowButtonShapes, true)
                .previewDisplayName("Increased contrast")
        }
    }
}

#Preview("Contrast, dark") {
    ContrastAwareCard()
        .environment(\._colorSchemeContrast, ColorSchemeContrast.increased)
        .environment(\._accessibilityReduceTransparency, true)
        .environment(\._accessibilityDifferentiateWithoutColor, true)
        .environment(\._accessibilityInvertColors, false)
        .preferredColorScheme(.dark)
}
