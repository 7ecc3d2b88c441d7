import SwiftAnimation

// Grids, custom layouts, alignment guides and layout switches, as
// tutorials write them.

/// Tags that wrap onto new lines: the classic custom flow layout.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth && x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX && x > bounds.minX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TagCloud: View {
    let tags = ["Swift", "SwiftUI", "Animation", "Layout", "Grid", "Spring"]

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
            }
        }
        .frame(width: 200)
    }
}

/// A photo grid whose tiles grow when tapped.
struct PhotoGrid: View {
    @State private var selected: Int? = nil
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(0..<6, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(selected == index ? Color.orange : Color.gray)
                    .frame(height: selected == index ? 100 : 60)
                    .onTapGesture {
                        withAnimation(.spring()) {
                            selected = selected == index ? nil : index
                        }
                    }
            }
        }
        .padding()
    }
}

extension VerticalAlignment {
    struct IconAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let icon = VerticalAlignment(IconAlignment.self)
}

/// An icon lined up with the second line of a label, via a custom guide.
struct SettingRow: View {
    var body: some View {
        HStack(alignment: .icon, spacing: 12) {
            Circle()
                .fill(Color.green)
                .frame(width: 24, height: 24)
            VStack(alignment: .leading, spacing: 4) {
                Text("Notifications")
                    .font(.headline)
                Text("Alerts, sounds, badges")
                    .font(.subheadline)
                    .alignmentGuide(.icon) { d in d[VerticalAlignment.center] }
            }
        }
    }
}

/// A toolbar that switches between a row and a column.
struct AdaptiveButtons: View {
    @State private var vertical = false

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            Button("One") { }
            Button("Two") { }
            Button("Switch") {
                withAnimation(.easeInOut) {
                    vertical.toggle()
                }
            }
        }
    }
}

/// A table of scores in a Grid.
struct ScoreTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Player").bold()
                Text("Score").bold()
            }
            Divider()
            GridRow {
                Text("Ada")
                Text("42")
            }
            GridRow {
                Text("Grace")
                Text("7")
                    .gridCellColumns(1)
            }
        }
        .padding()
        .contentShape(Rectangle())
    }
}

/// A column that tells the stack around it what it prefers above and below
/// it, as Apple's documentation of `spacing(subviews:cache:)` writes it.
struct CaptionColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for index in subviews.indices {
            var edges: Edge.Set = [.leading, .trailing]
            if index == 0 { edges.formUnion(.top) }
            if index == subviews.count - 1 { edges.formUnion(.bottom) }
            spacing.formUnion(subviews[index].spacing, edges: edges)
        }
        return spacing
    }
}

struct CaptionedSwatch: View {
    var body: some View {
        VStack {
            Color.red
                .frame(width: 10, height: 10)
                .accessibilityIdentifier("swatch")
            CaptionColumn {
                Text("Caption").accessibilityIdentifier("caption")
                Text("Detail")
            }
        }
    }
}
