import SwiftAnimation

// Dialogs, covers, adaptive layouts and environment reads, as tutorials
// write them.

struct DeleteButton: View {
    @State private var confirming = false
    @State private var deleted = false

    var body: some View {
        VStack {
            Text(deleted ? "Deleted" : "Photo")
            Button("Delete", role: .destructive) {
                confirming = true
            }
            .confirmationDialog("Delete this photo?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete Photo", role: .destructive) {
                    withAnimation { deleted = true }
                }
                Button("Cancel", role: .cancel) { }
            }
        }
    }
}

struct IntroCover: View {
    @State private var showIntro = false

    var body: some View {
        Button("Show intro") { showIntro.toggle() }
            .fullScreenCover(isPresented: $showIntro) {
                IntroPage()
            }
    }
}

struct IntroPage: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        ZStack {
            Color.purple.ignoresSafeArea()
            Button("Get started") {
                presentationMode.wrappedValue.dismiss()
            }
            .foregroundColor(.white)
        }
    }
}

struct OldStyleAlert: View {
    @State private var showingAlert = false

    var body: some View {
        Button("Save") { showingAlert = true }
            .alert(isPresented: $showingAlert) {
                Alert(title: Text("Saved"), message: Text("Your changes are saved."),
                      primaryButton: .default(Text("OK")), secondaryButton: .cancel())
            }
    }
}

struct AdaptiveHeader: View {
    @Environment(\.horizontalSizeClass) var sizeClass

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "star.fill")
                Text("A very long headline that needs room")
                    .layoutPriority(1)
            }
            Label("Short", systemImage: "star.fill")
                .labelStyle(.iconOnly)
        }
        .padding(sizeClass == .compact ? 8 : 24)
    }
}

struct StoriesRow: View {
    let rows = [GridItem(.fixed(60)), GridItem(.fixed(60))]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: rows, spacing: 12) {
                ForEach(0..<10) { index in
                    Circle()
                        .fill(Color.orange)
                        .frame(width: 60, height: 60)
                        .overlay(Text("\(index)").foregroundColor(.white))
                }
            }
            .padding(.horizontal)
        }
    }
}

struct DetailFlow: View {
    @State private var showDetail = false
    @State private var visits = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Visits: \(visits)")
                Button("Open detail") { showDetail = true }
            }
            .navigationDestination(isPresented: $showDetail) {
                Text("Detail")
                    .onAppear { visits += 1 }
                    .onDisappear { }
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
    }
}

struct TrackedList: View {
    @State private var position: Int?

    var body: some View {
        VStack {
            Text("Top: \(position ?? 0)")
            ScrollView {
                LazyVStack {
                    ForEach(0..<50, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(height: 40)
                            .id(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            Button("Jump") {
                withAnimation { position = 20 }
            }
        }
    }
}

struct Resort: Identifiable {
    let id = UUID()
    let name: String
    let facilities: [String]
}

struct ResortFacilities: View {
    let resort = Resort(name: "Alpine", facilities: ["Family", "Parking"])
    @State private var selectedFacility: String?
    @State private var showingFacility = false

    var body: some View {
        HStack {
            ForEach(resort.facilities, id: \.self) { facility in
                Button(facility) {
                    selectedFacility = facility
                    showingFacility = true
                }
            }
        }
        .alert(selectedFacility ?? "More information", isPresented: $showingFacility, presenting: selectedFacility) { _ in
        } message: { facility in
            Text("About \(facility)")
        }
    }
}

struct ResortShare: View {
    @State private var sharing: String?
    @State private var showingShare = false
    @State private var shared = "Nothing shared"

    var body: some View {
        VStack {
            Text(shared)
            Button("Share Alpine") {
                sharing = "Alpine"
                showingShare = true
            }
        }
        .confirmationDialog("Share", isPresented: $showingShare, titleVisibility: .visible, presenting: sharing) { resort in
            Button("Send \(resort)") { shared = "Sent \(resort)" }
        }
    }
}

struct FilterSheet: View {
    @State private var showingFilters = false
    @State private var onlyUnread = false

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox").badge(onlyUnread ? 2 : 14)
                Text("Archive")
            }
            .navigationTitle("Mail")
            .toolbar {
                Button("Filters") { showingFilters.toggle() }
            }
            .sheet(isPresented: $showingFilters) {
                VStack(spacing: 16) {
                    Toggle("Only unread", isOn: $onlyUnread)
                    Button("Done") { showingFilters = false }
                }
                .padding()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
            }
        }
    }
}

struct PlayerSheet: View {
    @State private var showingPlayer = false
    @State private var detent = PresentationDetent.fraction(0.2)

    var body: some View {
        TabView {
            Button("Open player") { showingPlayer = true }
                .sheet(isPresented: $showingPlayer) {
                    VStack {
                        Text(detent == .large ? "Full player" : "Mini player")
                        Button("Expand") { detent = .large }
                    }
                    .presentationDetents([.fraction(0.2), .large], selection: $detent)
                    .presentationCornerRadius(24)
                    .presentationBackground(.thinMaterial)
                }
                .tabItem { Label("Listen", systemImage: "play.circle") }
                .badge("New")
            Text("Library")
                .tabItem { Label("Library", systemImage: "books.vertical") }
        }
    }
}

struct LoadingProfile: View {
    @State private var isLoading = true
    @State private var showingHelp = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            List {
                Section {
                    Text(isLoading ? "Loading name" : "Grace Hopper")
                    Text("Rear admiral")
                }
                Button("Finish loading") { isLoading = false }
                    .unredacted()
                Button("Help") { showingHelp.toggle() }
                    .unredacted()
            }
            .scrollContentBackground(.hidden)
            .redacted(reason: isLoading ? .placeholder : [])
            .popover(isPresented: $showingHelp) {
                Text("Pull to refresh")
                    .padding()
            }
        }
    }
}

struct TintedSheet: View {
    @State private var presented = false

    var body: some View {
        Button("Present") {
            presented = true
        }
        .sheet(isPresented: $presented) {
            VStack {
                Text("Tinted")
                Spacer()
            }
            .padding(.top, 40)
            .presentationBackground {
                LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
            }
            .presentationDetents([.medium])
        }
    }
}
