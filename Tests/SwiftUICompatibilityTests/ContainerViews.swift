import SwiftAnimation

// Lists, forms, tabs, sheets, alerts, scroll views and app storage, as
// tutorials write them.

struct SettingsForm: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("username") private var username = "Guest"
    @State private var showingReset = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account")) {
                    Text("Signed in as \(username)")
                    Toggle("Notifications", isOn: $notifications)
                }
                Section {
                    Button("Reset") {
                        showingReset = true
                    }
                    .foregroundColor(.red)
                }
            }
            .navigationTitle("Settings")
            .alert("Reset settings?", isPresented: $showingReset) {
                Button("Reset", role: .destructive) {
                    notifications = true
                    username = "Guest"
                }
                Button("Cancel", role: .cancel) { }
            }
        }
    }
}

struct Produce: Identifiable {
    let id = UUID()
    let name: String
    let emoji: String
}

struct ProduceList: View {
    let produce = [Produce(name: "Apple", emoji: "🍎"), Produce(name: "Pear", emoji: "🍐"), Produce(name: "Kiwi", emoji: "🥝")]
    @State private var selected: Produce?

    var body: some View {
        List(produce) { item in
            HStack {
                Text(item.emoji)
                Text(item.name)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture {
                selected = item
            }
        }
        .listStyle(.insetGrouped)
        .sheet(item: $selected) { item in
            ProduceDetail(item: item)
        }
    }
}

struct ProduceDetail: View {
    let item: Produce
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text(item.emoji)
                .font(.system(size: 80))
            Text(item.name)
                .font(.largeTitle)
            Button("Close") {
                dismiss()
            }
        }
        .padding()
    }
}

struct OnboardingView: View {
    @State private var page = 0
    let titles = ["Welcome", "Animate", "Share"]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(0..<titles.count, id: \.self) { index in
                    Text(titles[index])
                        .font(.title)
                        .tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle())
            .frame(height: 300)

            Button(page == titles.count - 1 ? "Start" : "Next") {
                withAnimation {
                    page = min(page + 1, titles.count - 1)
                }
            }
        }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            Text("Home")
                .tabItem {
                    Image(systemName: "house")
                    Text("Home")
                }
            Text("Profile")
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
        }
    }
}

struct ChatView: View {
    @State private var messages = (1...30).map { "Message \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .padding(10)
                            .background(Color.blue.opacity(0.1))
                            .cornerRadius(8)
                            .id(message)
                    }
                }
                .padding()
            }
            .onAppear {
                proxy.scrollTo(messages.last, anchor: .bottom)
            }
        }
    }
}

struct LoadingView: View {
    @State private var items: [String] = []
    @State private var isLoading = true

    var body: some View {
        Group {
            if isLoading {
                ProgressView()
            } else {
                List(items, id: \.self) { item in
                    Text(item)
                }
            }
        }
        .task {
            items = ["One", "Two", "Three"]
            isLoading = false
        }
    }
}

struct ExpandingSection: View {
    @State private var isExpanded = false

    var body: some View {
        GroupBox("Details") {
            DisclosureGroup("More info", isExpanded: $isExpanded) {
                Text("Hidden details appear here.")
            }
        }
        .padding()
    }
}

/// A feed that marks each post read once most of it has been on screen,
/// as iOS 18 tutorials write it.
struct ReadingFeed: View {
    @State private var read: Set<Int> = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(1...20, id: \.self) { post in
                    Text(read.contains(post) ? "Post \(post) ✓" : "Post \(post)")
                        .frame(maxWidth: .infinity, minHeight: 120)
                        .accessibilityIdentifier("post-\(post)")
                        .onScrollVisibilityChange(threshold: 0.8) { visible in
                            if visible { read.insert(post) }
                        }
                }
            }
        }
    }
}

/// A strip of colors that lists which ones show, as iOS 18 tutorials write
/// it.
struct VisibleColorStrip: View {
    @State private var visible: [Int] = []
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { index in
                        colors[index].frame(height: 200)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 500)
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.3) { shown in
                visible = shown
            }
            Text("Showing " + visible.map(String.init).joined(separator: ","))
                .frame(height: 100)
        }
    }
}
