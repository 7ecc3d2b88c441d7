// A SwiftUI view, a tap, and the frames it animates through: no screen,
// no window, the same numbers on every run.
import SwiftAnimation

struct Badge: View {
    @State private var expanded = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .frame(width: expanded ? 200 : 100, height: 60)
            .accessibilityIdentifier("badge")
            .onTapGesture {
                withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                    expanded.toggle()
                }
            }
    }
}

let host = ViewHost(Badge(), size: CGSize(width: 300, height: 200))
host.tap(at: CGPoint(x: 150, y: 100))

var widths: [Double] = []
for _ in 1...5 {
    host.advance(by: 0.1)  // six frames at 60 Hz
    widths.append(host.find(id: "badge")!.frame.width)
}
print(widths)  // 100 points on their way to 200, with a little overshoot

// snippet.hide
// The width follows the spring's closed form: 100 + 100 × its value at
// each time after the tap, within a pixel (views are placed on whole
// pixels of the 3x host, each edge within half a pixel).
let spring = Spring(duration: 0.4, bounce: 0.2)
for (index, width) in widths.enumerated() {
    let expected = 100 + 100 * spring.value(target: 1.0, time: 0.1 * Double(index + 1))
    precondition(abs(width - expected) <= 1.0 / 3 + 1e-9, "width \(width) at \(0.1 * Double(index + 1)) s, expected \(expected)")
}
precondition(widths.contains { $0 > 200 }, "the spring's bounce overshoots")
