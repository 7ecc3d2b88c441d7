import SwiftUI
import UIKit

// Accessibility as careful apps write it: an adjustable counter, custom
// actions on rows, a heading, a focus moved by the app, Reduce Motion
// read from the environment and from UIAccessibility.

struct AccessibleGroceriesView: View {
    @State private var count = 0
    @State private var items = ["Milk", "Eggs"]
    @AccessibilityFocusState private var isCountFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    var body: some View {
        VStack(spacing: 12) {
            Text("Groceries")
                .accessibilityHeading(.h1)
                .accessibilityIdentifier("title")
            Text("Count \(count)")
                .accessibilityElement()
                .accessibilityLabel("Count")
                .accessibilityValue("\(count)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: count += 1
                    case .decrement: count -= 1
                    @unknown default: break
                    }
                }
                .accessibilityFocused($isCountFocused)
            ForEach(items, id: \.self) { item in
                Text(item)
                    .accessibilityAction(named: Text("Remove")) {
                        items.removeAll { $0 == item }
                    }
                    .accessibilitySortPriority(item == "Eggs" ? 2 : 1)
            }
            Button("Focus count") { isCountFocused = true }
            Text(reduceMotion ? "Still" : "Moving")
                .animation(reduceMotion ? nil : .spring(), value: count)
                .accessibilityInputLabels(["Motion", "Movement"])
                .accessibilityShowsLargeContentViewer()
                .accessibilityIgnoresInvertColors()
                .contentShape(.dragPreview, RoundedRectangle(cornerRadius: 8))
            Text(voiceOver || UIAccessibility.isVoiceOverRunning ? "Spoken" : "Silent")
        }
        .onAppear {
            UIAccessibility.post(notification: .announcement, argument: "Ready")
            AccessibilityNotification.Announcement("Ready").post()
        }
    }
}
