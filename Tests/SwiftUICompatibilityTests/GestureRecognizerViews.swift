// UIKit gesture recognizers in SwiftUI views, as iOS 18 code writes them
// (UIGestureRecognizerRepresentable). Swift 5 language mode, like
// Views.swift.

import SwiftUI
import UIKit

/// A pan that moves a card by the recognizer's translation.
struct PanRecognizer: UIGestureRecognizerRepresentable {
    @Binding var offset: CGSize
    @Binding var phases: [String]

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer()
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        switch recognizer.state {
        case .began: phases.append("began")
        case .changed: phases.append("changed")
        case .ended: phases.append("ended")
        default: phases.append("other")
        }
        let translation = context.converter.localTranslation ?? .zero
        offset = CGSize(width: translation.x, height: translation.y)
    }
}

struct DraggableRecognizerCard: View {
    @State var offset = CGSize.zero
    @State var phases: [String] = []

    var body: some View {
        VStack {
            Text("Offset \(Int(offset.width)),\(Int(offset.height))")
            Text("Phases \(phases.first ?? "-") \(phases.last ?? "-")")
            Rectangle().fill(Color.orange).frame(width: 100, height: 100)
                .gesture(PanRecognizer(offset: $offset, phases: $phases))
        }
    }
}

/// A double tap with a coordinator that counts, and where it landed.
struct DoubleTapRecognizer: UIGestureRecognizerRepresentable {
    final class Coordinator {
        var count = 0
    }

    let onDoubleTap: (Int, CGPoint) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        guard recognizer.state == .ended else { return }
        context.coordinator.count += 1
        onDoubleTap(context.coordinator.count, context.converter.localLocation)
    }
}

/// A long press that lights a circle while held, and a pinch that scales.
struct PressAndPinchRecognizers: View {
    @State var pressed = false
    @State var scale: CGFloat = 1
    @State var taps = 0
    @State var tapLocation = CGPoint.zero

    struct LongPress: UIGestureRecognizerRepresentable {
        @Binding var pressed: Bool
        func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
            let recognizer = UILongPressGestureRecognizer()
            recognizer.minimumPressDuration = 0.3
            return recognizer
        }
        func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
            pressed = recognizer.state == .began || recognizer.state == .changed
        }
    }

    struct Pinch: UIGestureRecognizerRepresentable {
        @Binding var scale: CGFloat
        func makeUIGestureRecognizer(context: Context) -> UIPinchGestureRecognizer { UIPinchGestureRecognizer() }
        func handleUIGestureRecognizerAction(_ recognizer: UIPinchGestureRecognizer, context: Context) {
            scale = recognizer.scale
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(pressed ? Color.green : Color.gray).frame(width: 100, height: 100)
                .gesture(LongPress(pressed: $pressed))
            Rectangle().fill(Color.blue).frame(width: 200, height: 200).scaleEffect(scale)
                .gesture(Pinch(scale: $scale))
            Color.yellow.frame(width: 100, height: 100)
                .gesture(
                    DoubleTapRecognizer { count, location in
                        taps = count
                        tapLocation = location
                    })
            Text("Taps \(taps) at \(Int(tapLocation.x)),\(Int(tapLocation.y))")
        }
    }
}

/// A recognizer of its own, as UIKit subclasses write them: any touch
/// begins it and lifting ends it, unless its delegate refuses.
final class TouchDownRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
}

final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
    var refuses = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuses }
}

struct TouchDownGesture: UIGestureRecognizerRepresentable {
    let refuses: Bool
    @Binding var log: [String]

    func makeCoordinator(converter: CoordinateSpaceConverter) -> RefusingDelegate { RefusingDelegate() }

    func makeUIGestureRecognizer(context: Context) -> TouchDownRecognizer {
        let recognizer = TouchDownRecognizer(target: nil, action: nil)
        recognizer.delegate = context.coordinator
        return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: TouchDownRecognizer, context: Context) {
        context.coordinator.refuses = refuses
    }

    func handleUIGestureRecognizerAction(_ recognizer: TouchDownRecognizer, context: Context) {
        log.append(recognizer.state == .began ? "began" : recognizer.state == .ended ? "ended" : "other")
    }
}

struct TouchDownPad: View {
    @State var refuses = true
    @State var log: [String] = []

    var body: some View {
        VStack {
            Button("Allow") { refuses = false }
            Text("Log \(log.joined(separator: ","))")
            Color.mint.frame(width: 100, height: 100)
                .gesture(TouchDownGesture(refuses: refuses, log: $log))
        }
    }
}
