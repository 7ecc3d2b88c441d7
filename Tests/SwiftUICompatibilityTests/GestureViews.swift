import SwiftAnimation

// Drags, as tutorials write them.

struct DraggableCard: View {
    @State private var offset = CGSize.zero
    @State private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(isDragging ? Color.orange : Color.blue)
            .frame(width: 150, height: 200)
            .offset(x: offset.width, y: offset.height)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                        isDragging = true
                    }
                    .onEnded { _ in
                        withAnimation(.spring()) {
                            offset = .zero
                            isDragging = false
                        }
                    }
            )
    }
}

struct SwipeToDismiss: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var dismissed = false

    var body: some View {
        Text(dismissed ? "Dismissed" : "Swipe me")
            .padding()
            .background(Color.green)
            .offset(x: dragOffset.width)
            .gesture(
                DragGesture(minimumDistance: 5)
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                    }
                    .onEnded { value in
                        if value.translation.width > 100 {
                            dismissed = true
                        }
                    }
            )
    }
}

struct PulsingDot: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            let scale = 1 + 0.3 * sin(time * 4)
            Circle()
                .fill(Color.pink)
                .frame(width: 50, height: 50)
                .scaleEffect(scale)
        }
    }
}

struct SecondsClock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { context in
            Text(context.date, style: .time)
        }
    }
}

struct CountdownView: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(remaining > 0 ? "\(remaining)" : "Go!")
            .font(.largeTitle)
            .scaleEffect(remaining > 0 ? 1 : 1.5)
            .animation(.spring(), value: remaining)
            .onReceive(timer) { _ in
                if remaining > 0 {
                    remaining -= 1
                }
            }
    }
}

struct HeartButton: View {
    @State private var liked = false
    @GestureState private var isPressing = false

    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .font(.largeTitle)
            .foregroundColor(liked ? .red : .gray)
            .scaleEffect(isPressing ? 1.3 : 1)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .updating($isPressing) { currentState, gestureState, transaction in
                        gestureState = currentState
                        transaction.animation = .easeIn(duration: 0.2)
                    }
                    .onEnded { _ in
                        withAnimation(.spring()) { liked.toggle() }
                    }
            )
            .onTapGesture(count: 2) {
                liked = true
            }
    }
}
