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

struct PinchAndRotatePhoto: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist: Angle = .zero

    var body: some View {
        let magnification = MagnificationGesture()
            .updating($pinch) { value, state, _ in state = value }
            .onEnded { value in scale *= value }
        let rotation = RotationGesture()
            .updating($twist) { value, state, _ in state = value }
            .onEnded { value in angle += value }

        return RoundedRectangle(cornerRadius: 12)
            .fill(Color.indigo)
            .frame(width: 120, height: 120)
            .scaleEffect(scale * pinch)
            .rotationEffect(angle + twist)
            .gesture(magnification.simultaneously(with: rotation))
    }
}

struct DraggableCircle: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive:
                return false
            case .pressing, .dragging:
                return true
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                self.viewState.width += drag.translation.width
                self.viewState.height += drag.translation.height
            }

        return Circle()
            .fill(Color.blue)
            .overlay(dragState.isActive ? Circle().stroke(Color.white, lineWidth: 2) : nil)
            .frame(width: 100, height: 100, alignment: .center)
            .offset(
                x: viewState.width + dragState.translation.width,
                y: viewState.height + dragState.translation.height
            )
            .animation(nil)
            .shadow(radius: dragState.isActive ? 8 : 0)
            .animation(.linear(duration: minimumLongPressDuration))
            .gesture(longPressDrag)
    }
}

struct LikeOrOpen: View {
    @State private var liked = false
    @State private var opened = 0

    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .font(.system(size: 60))
            .foregroundColor(liked ? .red : .gray)
            .frame(width: 120, height: 120)
            .contentShape(Rectangle())
            .gesture(
                TapGesture(count: 2)
                    .onEnded { withAnimation(.spring()) { liked.toggle() } }
                    .exclusively(before: TapGesture().onEnded { opened += 1 })
            )
            .overlay(alignment: .bottom) { Text("opened \(opened)") }
    }
}

struct ZoomableCard: View {
    @State private var scale = 1.0
    @State private var angle = Angle.zero
    @State private var taps = 0
    @State private var cardTaps = 0

    var body: some View {
        VStack {
            Text("Card taps: \(cardTaps), long presses: \(taps)")
            RoundedRectangle(cornerRadius: 20)
                .fill(.orange.gradient)
                .frame(width: 150, height: 100)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in scale = value.magnification }
                        .onEnded { _ in withAnimation(.bouncy) { scale = 1 } }
                )
                .simultaneousGesture(
                    RotateGesture()
                        .onChanged { value in angle = value.rotation }
                )
                .onTapGesture { cardTaps += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .highPriorityGesture(LongPressGesture().onEnded { _ in taps += 1 })
    }
}

// iOS 13's long press with a `pressing` closure, as Flashzilla writes it:
// the card dims while it is held.
struct HoldToReveal: View {
    @State private var held = false
    @State private var revealed = false

    var body: some View {
        Text(revealed ? "Revealed" : "Hold me")
            .frame(width: 200, height: 100)
            .opacity(held ? 0.5 : 1)
            .onLongPressGesture(minimumDuration: 1, pressing: { inProgress in
                held = inProgress
            }) {
                revealed = true
            }
    }
}

// A rotation that keeps its angle between gestures, as Hacking with
// Swift's Flashzilla writes it: SwiftUI's Angle arithmetic (`+`, `+=`).
struct TurningCard: View {
    @State private var currentAmount = Angle.zero
    @State private var finalAmount = Angle.zero

    var body: some View {
        Text("Turn me")
            .frame(width: 200, height: 200)
            .rotationEffect(currentAmount + finalAmount)
            .gesture(
                RotationGesture()
                    .onChanged { angle in
                        currentAmount = angle
                    }
                    .onEnded { angle in
                        finalAmount += currentAmount
                        currentAmount = .zero
                    }
            )
    }
}
