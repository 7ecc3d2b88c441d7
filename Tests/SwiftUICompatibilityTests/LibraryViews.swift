import SwiftUI

// What SwiftUI libraries write (a pager, a grid, a "what's new" sheet): an
// optional gesture passed where a gesture goes, a type-erased gesture,
// extensions constrained on the modifier Xcode's design-time tools wrap
// views in, and a version store in the iCloud key-value store.

enum SwipePriority {
    case normal, high, simultaneous
}

extension View {
    // As SwiftUIPager writes it: the gesture may be an optional one.
    @ViewBuilder
    func gesture<T>(_ gesture: T, priority: SwipePriority) -> some View where T: Gesture {
        switch priority {
        case .high: highPriorityGesture(gesture)
        case .simultaneous: simultaneousGesture(gesture)
        case .normal: self.gesture(gesture)
        }
    }
}

struct SwipeablePage: View {
    var allowsDragging: Bool
    @State private var pageOffset: CGFloat = 0

    var swipeGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in pageOffset = value.translation.width }
    }

    var body: some View {
        Text(pageOffset == 0 ? "Page 1" : "Swiped \(Int(pageOffset))")
            .frame(width: 300, height: 200)
            .contentShape(Rectangle())
            .gesture(allowsDragging ? swipeGesture : nil, priority: .normal)
    }
}

struct TapOrPress: View {
    var usesTap: Bool
    @State private var label = "Waiting"

    var gesture: AnyGesture<Void> {
        usesTap
            ? AnyGesture(TapGesture().onEnded { label = "Tapped" })
            : AnyGesture(LongPressGesture().onEnded { _ in label = "Pressed" }.map { _ in () })
    }

    var body: some View {
        Text(label)
            .frame(width: 200, height: 100)
            .contentShape(Rectangle())
            .gesture(gesture)
    }
}

// As ExyteGrid writes it: a ForEach Xcode's previews identify still counts.
protocol GridCellCounting {
    var cellCount: Int { get }
}

extension ForEach: GridCellCounting where Data == Range<Int> {
    var cellCount: Int { data.count }
}

extension ModifiedContent: GridCellCounting
where Content: GridCellCounting, Modifier == _IdentifiedModifier<__DesignTimeSelectionIdentifier> {
    var cellCount: Int { content.cellCount }
}

// As WhatsNewKit writes it: the versions already shown, kept in iCloud.
struct CloudVersionStore {
    private let store: NSUbiquitousKeyValueStore

    init(store: NSUbiquitousKeyValueStore = .default) {
        self.store = store
    }

    func save(_ version: String) {
        store.set(version, forKey: "whatsnew.\(version)")
        store.synchronize()
    }

    var presentedVersions: [String] {
        store.dictionaryRepresentation.keys.filter { $0.hasPrefix("whatsnew.") }.map { String($0.dropFirst(9)) }.sorted()
    }

    func removeAll() {
        store.dictionaryRepresentation.keys.filter { $0.hasPrefix("whatsnew.") }.forEach(store.removeObject)
    }
}

struct MeasuredDrag: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Text("Width \(Int(width))")
            .frame(width: 300, height: 100)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .map { $0.translation.width * 2 }
                    .onChanged { width = $0 }
            )
    }
}

/// A checkmark box as an app draws it: a stroke made a shape, then filled
/// (`stroke(style:)` returns `some Shape` in SwiftUI).
struct CheckmarkBox: View {
    let darkGreen = Color(red: 0, green: 0.4, blue: 0)

    var body: some View {
        RoundedRectangle(cornerRadius: 10, style: .circular)
            .stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .fill(darkGreen)
            .frame(width: 80, height: 80)
    }
}
