import Foundation
import SwiftAnimation
import UIKit

extension View {
    /// Adds a UIKit gesture recognizer to the view, through its
    /// representable (see ``UIGestureRecognizerRepresentable``).
    ///
    /// - Parameter representable: The representable of the recognizer.
    /// - Returns: The view with the recognizer.
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        modifier(RepresentedGestureModifier(representable: representable))
    }
}

/// Keeps a representable's recognizer and coordinator while the view is
/// shown, and drives the recognizer from the view's gestures.
struct RepresentedGestureModifier<Representable: UIGestureRecognizerRepresentable>: ViewModifier {
    /// The representable, made off the main actor (as modifiers are) and
    /// read on it.
    nonisolated(unsafe) let representable: Representable
    @State private var storage: Storage

    nonisolated init(representable: Representable) {
        self.representable = representable
        _storage = State(initialValue: Storage())
    }

    /// The recognizer, its coordinator and the latest representable.
    @MainActor
    final class Storage {
        let place = RecognizerPlace()
        var made: (recognizer: Representable.UIGestureRecognizerType, coordinator: Representable.Coordinator)?
        var representable: Representable?
        /// The host's time the touch went down, for a long press's timer.
        var downTime: TimeInterval?

        nonisolated init() {}

        var context: Representable.Context {
            Representable.Context(coordinator: made!.coordinator, converter: Representable.CoordinateSpaceConverter(place: place))
        }

        /// Makes the recognizer and its coordinator the first time, then
        /// brings the recognizer up to date.
        func prepare(_ representable: Representable) -> Representable.UIGestureRecognizerType {
            self.representable = representable
            let converter = Representable.CoordinateSpaceConverter(place: place)
            if made == nil {
                let coordinator = representable.makeCoordinator(converter: converter)
                let recognizer = representable.makeUIGestureRecognizer(context: Representable.Context(coordinator: coordinator, converter: converter))
                made = (recognizer, coordinator)
                place.recognizer = recognizer
                place.standIn.addGestureRecognizer(recognizer)
                recognizer.sendsAction = { [weak self] sender in
                    guard let self, let representable = self.representable, let recognizer = sender as? Representable.UIGestureRecognizerType
                    else { return }
                    representable.handleUIGestureRecognizerAction(recognizer, context: self.context)
                }
            }
            representable.updateUIGestureRecognizer(made!.recognizer, context: context)
            return made!.recognizer
        }
    }

    func body(content: Content) -> some View {
        let recognizer = storage.prepare(representable)
        let place = storage.place
        let sized =
            content
            .background(
                GeometryReader { proxy in
                    // The live geometry, for the converter and the stand-in view.
                    let _ = place.proxy = proxy
                    Color.clear
                })
        if recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer {
            sized.gesture(twoFingers(recognizer))
        } else {
            sized.gesture(oneFinger(recognizer))
        }
    }

    /// A pointer's press: its drag in the host's coordinates, and a timer
    /// at a long press's minimum duration.
    private func oneFinger(_ recognizer: UIGestureRecognizer) -> some Gesture {
        let storage = self.storage
        let hold = (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration ?? 0.5
        return DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { value in
                let time = value.time.timeIntervalSinceReferenceDate
                storage.place.follow()
                if storage.downTime == nil {
                    storage.downTime = time
                    recognizer.hostTouchBegan(at: value.startLocation, time: time)
                }
                if value.location != value.startLocation || recognizer.state != .possible {
                    recognizer.hostTouchMoved(to: value.location, time: time)
                }
            }
            .onEnded { value in
                storage.place.follow()
                recognizer.hostTouchEnded(at: value.location, time: value.time.timeIntervalSinceReferenceDate)
                storage.downTime = nil
            }
            .simultaneously(
                with: LongPressGesture(minimumDuration: hold, maximumDistance: .infinity)
                    .onEnded { _ in
                        // Held: the host's time is the press's start plus
                        // the duration.
                        if let down = storage.downTime { recognizer.hostTouchHeld(time: down + hold) }
                    })
    }

    /// Two fingers: their magnification and their rotation.
    private func twoFingers(_ recognizer: UIGestureRecognizer) -> some Gesture {
        let storage = self.storage
        return MagnifyGesture(minimumScaleDelta: 0)
            .onChanged { value in
                let time = value.time.timeIntervalSinceReferenceDate
                storage.place.follow()
                if storage.downTime == nil {
                    storage.downTime = time
                    recognizer.hostPinch(scale: 1, phase: .began, time: time)
                    recognizer.hostRotation(0, phase: .began, time: time)
                }
                recognizer.hostPinch(scale: value.magnification, phase: .moved, time: time)
            }
            .onEnded { value in
                let time = value.time.timeIntervalSinceReferenceDate
                recognizer.hostPinch(scale: value.magnification, phase: .ended, time: time)
                recognizer.hostRotation(0, phase: .ended, time: time)
                storage.downTime = nil
            }
            .simultaneously(
                with: RotateGesture(minimumAngleDelta: .zero)
                    .onChanged { value in
                        recognizer.hostRotation(value.rotation.radians, phase: .moved, time: value.time.timeIntervalSinceReferenceDate)
                    })
    }
}
