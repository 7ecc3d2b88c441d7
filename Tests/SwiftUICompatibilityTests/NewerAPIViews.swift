import SwiftUI

// SwiftUI's API of iOS 17, 18 and 26, written the way public code writes
// it (Swift 5 mode).

struct CardCarousel: View {
    let colors: [Color] = [.red, .orange, .green, .blue]
    @State private var position = ScrollPosition(idType: Int.self)

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(0..<colors.count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(colors[index].gradient)
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .scaleEffect(y: phase.isIdentity ? 1 : 0.7)
                        }
                        .id(index)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(16, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .scrollPosition($position)
        .frame(height: 200)
    }
}

struct HeaderParallax: View {
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack {
                Image(systemName: "photo")
                    .visualEffect { content, proxy in
                        content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
                    }
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.height
                    } action: { newValue in
                        headerHeight = newValue
                    }
                Text("Header \(Int(headerHeight))")
            }
        }
        .scrollBounceBehavior(.basedOnSize)
    }
}

struct SettingsTabs: View {
    @State private var selection = 0
    @State private var isRinging = false
    @State private var likes = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Bells", systemImage: "bell", value: 0) {
                VStack {
                    Image(systemName: "bell.fill")
                        .symbolEffect(.bounce, value: likes)
                    Image(systemName: "wifi")
                        .symbolEffect(.variableColor.iterative, isActive: isRinging)
                    Button("Like") { likes += 1 }
                }
            }
            Tab("Links", systemImage: "link", value: 1) {
                VStack {
                    Link("Swift", destination: URL(string: "https://swift.org")!)
                    ShareLink(item: URL(string: "https://swift.org")!)
                    Menu("More") {
                        Button("Ring") { isRinging.toggle() }
                        Button("Reset", role: .destructive) { likes = 0 }
                    }
                }
            }
        }
    }
}

struct ProfileForm: View {
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var favorite = Color.blue
    @State private var tip = 0.15
    @State private var amount = 20.0
    @State private var query = ""
    @ScaledMetric var avatarSize = 40.0

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                ColorPicker("Favorite", selection: $favorite)
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .autocapitalization(.none)
                Gauge(value: tip, in: 0...0.3) {
                    Text("Tip")
                } currentValueLabel: {
                    Text(tip, format: .percent)
                }
                AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: avatarSize, height: avatarSize)
            }
            .searchable(text: $query, prompt: "Search settings")
            .navigationTitle("Profile")
        }
    }
}

struct GlassToolbar: View {
    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack {
                Image(systemName: "pencil").padding().glassEffect()
                Image(systemName: "eraser").padding().glassEffect(.regular.tint(.orange).interactive(), in: .circle)
            }
        }
    }
}

struct CustomStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    subview.padding(4)
                }
                Text("\(subviews.count) items")
            }
            ForEach(subviews: content) { subview in
                subview.opacity(0.5)
            }
        }
    }
}

struct AccessibleBadge: View {
    var body: some View {
        ZStack {
            Circle().fill(.red)
            Text("3").allowsHitTesting(false)
            Text("secret").hidden()
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityHint("Opens your messages")
        .accessibility(label: Text("Three messages"))
    }
}

struct WordGame: View {
    @State private var words = ["apple", "pear", "fig"]
    @State private var notes = ""
    @State private var guess = "aple"

    func isReal(word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelledRange.location == NSNotFound
    }

    func removeItems(at offsets: IndexSet) {
        words.remove(atOffsets: offsets)
    }

    var body: some View {
        NavigationView {
            VStack {
                Text(isReal(word: guess) ? "real" : "not a word")
                ForEach(words, id: \.self) { Text($0) }
                Button("Drop first") { removeItems(at: IndexSet(integer: 0)) }
                Button("Move last up") { words.move(fromOffsets: IndexSet(integer: words.count - 1), toOffset: 0) }
                TextEditor(text: $notes)
                    .frame(height: 100)
                Toggle("Hard mode", isOn: .constant(true))
                    .labelsHidden()
            }
            .navigationBarItems(trailing: Button("Done") {})
            .statusBar(hidden: true)
        }
    }
}

struct OrangeBarSettings: View {
    var body: some View {
        NavigationStack {
            Text("Notifications")
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.orange, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

struct MintTabs: View {
    var body: some View {
        TabView {
            Text("Feed")
                .tabItem { Label("Feed", systemImage: "house") }
                .toolbarBackground(Color.mint, for: .tabBar)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

struct FavoriteStar: View {
    @State private var isFavorite = false

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .font(.largeTitle)
                .contentTransition(.symbolEffect(.replace))
        }
        .animation(.default, value: isFavorite)
    }
}

/// Label-and-value rows, as settings and detail screens write them.
struct LabeledContentRows: View {
    var body: some View {
        VStack {
            LabeledContent("Name", value: "Ada")
            LabeledContent("Price", value: 12.5, format: .number.precision(.fractionLength(2)))
            LabeledContent {
                Text("On")
            } label: {
                Text("Wi-Fi")
            }
            LabeledContent("Hidden", value: "Value only").labelsHidden()
        }
        .frame(width: 300)
    }
}
