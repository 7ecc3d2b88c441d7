import SwiftAnimation

// Taps with counts and places, a parallax header, an adaptive grid and
// type sizes, as tutorials write them.

struct ZoomingPhoto: View {
    @State private var zoomed = false

    var body: some View {
        Rectangle()
            .fill(Color.teal)
            .frame(width: 120, height: 80)
            .scaleEffect(zoomed ? 2 : 1)
            .gesture(
                TapGesture(count: 2).onEnded {
                    withAnimation(.easeInOut) { zoomed.toggle() }
                }
            )
    }
}

struct TapToPlace: View {
    @State private var spot = CGPoint(x: 50, y: 50)

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.gray.opacity(0.2)
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .position(spot)
        }
        .frame(width: 200, height: 200)
        .gesture(
            SpatialTapGesture().onEnded { value in
                withAnimation(.spring()) { spot = value.location }
            }
        )
    }
}

struct ParallaxHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .scrollView).minY
                    Text("Header at \(Int(minY))")
                        .offset(y: -minY / 2)
                }
                .frame(height: 100)
                ForEach(0..<20, id: \.self) { index in
                    Text("Item \(index)").frame(height: 44)
                }
            }
        }
    }
}

struct AdaptiveGallery: View {
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(1...7, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.purple)
                    .frame(height: 80)
            }
        }
        .padding(8)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

struct DirectionBadge: View {
    @Environment(\.layoutDirection) var direction
    @Environment(\.dynamicTypeSize) var typeSize

    var body: some View {
        Text(direction == .rightToLeft ? "RTL" : "LTR")
            .font(typeSize.isAccessibilitySize ? .title : .body)
    }
}
