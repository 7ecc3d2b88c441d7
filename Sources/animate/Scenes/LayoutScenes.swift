import AnimationRender
import SwiftAnimation

/// Seed 002's podium as a custom layout: the pets sit on an ellipse, and
/// the layout's rotation is its animatable data, so a new rotation in an
/// animated transaction moves every pet along the ellipse, frame by frame.
private struct PodiumLayout: Layout {
    /// How far the pets have turned, in radians.
    var rotation: Double
    /// The ellipse's half width and half height.
    var radii = CGSize(width: 110, height: 44)

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: 2 * radii.width + widest.width, height: 2 * radii.height + widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = rotation + 2 * Double.pi * Double(index) / Double(subviews.count) + Double.pi / 2
            subview.place(
                at: CGPoint(x: bounds.midX + radii.width * cos(angle), y: bounds.midY + radii.height * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

/// Four pets on the podium; a tap turns it a quarter.
private struct PodiumPets: View {
    @State private var turns = 0
    private let pets: [(String, Color)] = [("Cat", .orange), ("Dog", .brown), ("Fox", .red), ("Owl", .purple)]

    var body: some View {
        ZStack {
            Ellipse().stroke(Color.gray.opacity(0.5), lineWidth: 2)
                .frame(width: 220, height: 88)
            PodiumLayout(rotation: Double(turns) * Double.pi / 2) {
                ForEach(pets, id: \.0) { pet in
                    Text(pet.0)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .frame(width: 44, height: 44)
                        .background(pet.1, in: Circle())
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.spring(duration: 0.8, bounce: 0.2)) { turns += 1 }
        }
    }
}

/// Cards that switch between a row and a grid: one container whose
/// `AnyLayout` changes, so each card keeps its identity and slides to its
/// new place.
private struct RowOrGrid: View {
    @State private var isGrid = false
    private let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        let layout =
            isGrid
            ? AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10))
            : AnyLayout(HStackLayout(spacing: 6))
        // The same rows in both layouts: in a stack, a GridRow is a group,
        // so the six cards keep their identity.
        layout {
            GridRow {
                card(0); card(1); card(2)
            }
            GridRow {
                card(3); card(4); card(5)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) { isGrid.toggle() }
        }
    }

    private func card(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(colors[index].gradient)
            .frame(width: isGrid ? 70 : 40, height: isGrid ? 50 : 40)
            .overlay(Text("\(index + 1)").font(.headline).foregroundStyle(.white))
    }
}

extension Scenes {
    static let podiumLayout = Scene(
        name: "podium-layout", title: "A podium as an animatable Layout",
        summary:
            "Seed 002's podium written as a custom Layout: the pets sit on an ellipse, and the layout's rotation is its animatableData, so each tap springs every pet along the ellipse (not across it) to the next place.",
        duration: 3.2,
        events: [.tap(at: 0.3, CGPoint(x: 160, y: 120)), .tap(at: 1.6, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(PodiumPets(), size: $0) })

    static let rowOrGrid = Scene(
        name: "row-or-grid", title: "AnyLayout: a row becomes a grid",
        summary:
            "One container switches between AnyLayout(HStackLayout()) and AnyLayout(GridLayout()) inside withAnimation: every card keeps its identity and slides (and resizes) from its place in the row to its place in the grid, and back.",
        duration: 3,
        events: [.tap(at: 0.3, CGPoint(x: 160, y: 120)), .tap(at: 1.6, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(RowOrGrid(), size: $0) })
}
