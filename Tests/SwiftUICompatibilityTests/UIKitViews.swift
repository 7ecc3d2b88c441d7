import SwiftUI

// UIKit as SwiftUI code reaches it, written the way public SwiftUI code
// writes it (Swift 5 mode, `import SwiftUI` alone).

struct ScreenWideCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color(.systemGray5))
            .frame(width: UIScreen.main.bounds.width * 0.8, height: 120)
    }
}

struct SemanticColorsView: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(uiColor: .secondarySystemBackground).frame(height: 50)
            Color(UIColor.label).frame(height: 50)
            Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(height: 50)
            Text("Caption").font(Font(UIFont.systemFont(ofSize: 22, weight: .bold)))
        }
    }
}

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct TopRoundedBanner: View {
    var body: some View {
        Color.blue
            .frame(width: 200, height: 100)
            .cornerRadius(20, corners: [.topLeft, .topRight])
    }
}

struct HapticButtons: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Impact") {
                let generator = UIImpactFeedbackGenerator(style: .heavy)
                generator.prepare()
                generator.impactOccurred()
                taps += 1
            }
            Button("Done") {
                UINotificationFeedbackGenerator().notificationOccurred(.success)
            }
        }
    }
}

struct NameForm: View {
    @State private var name = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused)
            Button("Hide keyboard") {
                UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
            }
            Button("End editing") {
                UIApplication.shared.windows.first?.endEditing(true)
            }
            Text(focused ? "editing" : "idle")
        }
    }
}

struct SafeAreaReader: View {
    @State private var reads = 0

    var body: some View {
        let window = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first?.windows.first
        VStack {
            Text("top \(Int(window?.safeAreaInsets.top ?? -1))")
            Button("Read again") { reads += 1 }
        }
    }
}

final class BlurView: UIView {
    var style: String = "regular"
}

struct Blur: UIViewRepresentable {
    var style = "regular"

    func makeUIView(context: Context) -> BlurView {
        Blur.made += 1
        let view = BlurView()
        view.style = style
        return view
    }

    func updateUIView(_ uiView: BlurView, context: Context) {
        Blur.updates += 1
        uiView.style = style
    }

    static func dismantleUIView(_ uiView: BlurView, coordinator: ()) {
        Blur.dismantled += 1
    }

    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var updates = 0
    nonisolated(unsafe) static var dismantled = 0
}

struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        context.coordinator.parent = self
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    class Coordinator: NSObject {
        var parent: ImagePicker

        init(_ parent: ImagePicker) {
            self.parent = parent
        }
    }
}

struct PickerScreen: View {
    @State private var image: UIImage?
    @State private var showsPicker = true

    var body: some View {
        VStack {
            if showsPicker {
                ImagePicker(image: $image)
                    .frame(width: 200, height: 150)
                Blur(style: "thin")
                    .frame(height: 40)
            }
            Button("Close") { showsPicker = false }
        }
    }
}

struct PhotoView: View {
    let photo: UIImage

    var body: some View {
        Image(uiImage: photo)
    }
}

func shareText() -> UIViewController {
    let controller = UIHostingController(rootView: Text("Shared"))
    UIApplication.shared.windows.first?.rootViewController?.present(controller, animated: true)
    return controller
}

struct TabbedApp: View {
    init() {
        UITabBar.appearance().backgroundColor = UIColor.systemGray6
        UITabBar.appearance().unselectedItemTintColor = UIColor.red
        UITableView.appearance().backgroundColor = .clear
    }

    var body: some View {
        TabView {
            Text("Home").tabItem { Text("Home") }
            Text("Settings").tabItem { Text("Settings") }
        }
    }
}

struct StyledInbox: View {
    init() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(Color.indigo)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: UIFont.systemFont(ofSize: 40, weight: .heavy)
        ]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
    }

    var body: some View {
        NavigationView {
            List(1..<4) { index in
                Text("Message \(index)")
            }
            .navigationTitle("Inbox")
        }
    }
}

struct LegacyTitleColors: View {
    init() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        UINavigationBar.appearance().barTintColor = .systemYellow
    }

    var body: some View {
        NavigationView {
            Text("Body")
                .navigationBarTitle("Legacy")
        }
    }
}

/// A tab bar styled with UIKit's appearances, as apps configure it in
/// `init()`.
struct AppearanceTabs: View {
    init() {
        let standardAppearance = UITabBarAppearance()
        standardAppearance.backgroundColor = UIColor(Color.gray)
        standardAppearance.shadowColor = UIColor(Color.pink)
        let itemAppearance = UITabBarItemAppearance()
        itemAppearance.normal.iconColor = UIColor(Color.gray)
        itemAppearance.selected.iconColor = UIColor.red
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.green]
        standardAppearance.inlineLayoutAppearance = itemAppearance
        standardAppearance.stackedLayoutAppearance = itemAppearance
        standardAppearance.compactInlineLayoutAppearance = itemAppearance
        UITabBar.appearance().standardAppearance = standardAppearance
        UITabBar.appearance().scrollEdgeAppearance = standardAppearance
    }

    var body: some View {
        TabView {
            Text("Feed page").tabItem { Label("Feed", systemImage: "house") }
            Text("Profile page").tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

/// A custom tab bar: UIKit's is hidden.
struct CustomTabBarApp: View {
    @State private var selection = 0

    init() {
        UITabBar.appearance().isHidden = true
    }

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selection) {
                Text("One").tag(0).tabItem { Text("Tab one") }
                Text("Two").tag(1).tabItem { Text("Tab two") }
            }
            HStack {
                Button("First") { selection = 0 }
                Button("Second") { selection = 1 }
            }
            .frame(height: 60)
        }
    }
}
