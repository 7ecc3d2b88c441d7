import SwiftUI

// The scene's and the list's settings as apps read them: a window or a
// sheet by `supportsMultipleWindows`, an Always On dimmed face, a menu-bar
// footer's settings button, badges of three prominences, menus without
// their indicator, and a list with compact sections.

struct DetailOpener: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @State private var showingSheet = false

    var body: some View {
        Button("Open Detail") {
            if supportsMultipleWindows {
                openWindow(id: "detail")
            } else {
                showingSheet = true
            }
        }
        .sheet(isPresented: $showingSheet) {
            Text("Detail Sheet")
        }
    }
}

struct AlwaysOnFace: View {
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.isSceneCaptured) private var isSceneCaptured

    var body: some View {
        VStack {
            if isLuminanceReduced {
                Text("12:30")
                    .foregroundStyle(.gray)
            } else {
                Text("12:30:45")
                    .foregroundStyle(.orange)
            }
            if isSceneCaptured {
                Text("Recording")
            }
        }
    }
}

struct MenuBarFooter: View {
    @Environment(\.openSettings) private var openSettings
    @Environment(\.accessibilityLargeContentViewerEnabled) private var largeContentViewer
    @Environment(\.accessibilityQuickActionsEnabled) private var quickActions

    var body: some View {
        HStack {
            Button("Preferences") {
                openSettings()
            }
            SettingsLink()
            SettingsLink {
                Label("Settings", systemImage: "gear")
            }
            Text(largeContentViewer || quickActions ? "Assisted" : "Plain")
        }
    }
}

struct MailboxList: View {
    let errors: Int

    var body: some View {
        List {
            Label("Inbox", systemImage: "tray")
                .badge(3)
            Label("Errors", systemImage: "exclamationmark.triangle")
                .badge(errors)
                .badgeProminence(errors > 0 ? .increased : .standard)
            Section {
                Text("Archive")
                    .badge(120)
            }
            .badgeProminence(.decreased)
        }
    }
}

struct ToolbarMenus: View {
    @State private var sort = "Name"
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        VStack {
            Menu {
                Button("Rename") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .menuIndicator(.hidden)
            Menu("Actions") {
                Button("Share") {}
            }
            .menuIndicator(.visible)
            Picker("Sort", selection: $sort) {
                Text("Name").tag("Name")
                Text("Date").tag("Date")
            }
            .pickerStyle(.menu)
            .menuIndicator(.hidden)
            Text(indicator == .automatic ? "automatic" : "set")
        }
    }
}

struct SettingsFormList: View {
    let spacing: CGFloat?

    var body: some View {
        let list = List {
            Section {
                Text("Wi-Fi")
            }
            Section {
                Text("Bluetooth")
            }
        }
        .listStyle(.insetGrouped)
        if let spacing {
            list.listSectionSpacing(spacing)
        } else {
            list.listSectionSpacing(.compact)
        }
    }
}

struct SettingsEnvironmentReader: View {
    @Environment(\.scrollDismissesKeyboardMode) private var keyboardMode
    @Environment(\.allowsTightening) private var allowsTightening
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.backgroundProminence) private var backgroundProminence

    var body: some View {
        VStack {
            Text(keyboardMode == .interactively ? "interactively" : "other")
            Text(allowsTightening ? "tightens" : "no tightening")
            Text(labelsVisibility == .hidden ? "labels hidden" : "labels shown")
            Text(backgroundProminence == .increased ? "vivid" : "standard")
        }
    }
}

struct SettingsEnvironmentScreen: View {
    var body: some View {
        SettingsEnvironmentReader()
            .scrollDismissesKeyboard(.interactively)
            .allowsTightening(true)
            .labelsHidden()
            .environment(\.backgroundProminence, .increased)
    }
}
