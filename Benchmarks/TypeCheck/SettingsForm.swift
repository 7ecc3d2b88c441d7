import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsForm: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("theme") private var theme: Theme = .system
    @State private var fontSize = 14.0
    @State private var retries = 3

    var body: some View {
        Form {
            Section(header: Text("General")) {
                Toggle("Notifications", isOn: $notifications)
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
            }
            Section(header: Text("Text"), footer: Text("Applies to every screen.")) {
                Slider(value: $fontSize, in: 10...24, step: 1) {
                    Text("Font size")
                }
                Text("Preview at \(Int(fontSize)) pt")
                    .font(.system(size: fontSize))
                Stepper("Retries: \(retries)", value: $retries, in: 0...10)  // error: Stepper("Retries: \(retries)", value: $retries, in: 0...10.5)
            }
            Section {
                Button("Reset", role: .destructive) {
                    notifications = true
                    theme = .system
                    fontSize = 14
                }
            }
        }
    }
}

#Preview {
    SettingsForm()
}
