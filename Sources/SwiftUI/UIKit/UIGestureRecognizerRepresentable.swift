import Foundation
import SwiftAnimation
import UIKit

/// A wrapper for a `UIGestureRecognizer` that you use to integrate that
/// gesture recognizer into your SwiftUI hierarchy, as in SwiftUI (iOS 18).
///
/// Attach one with the `gesture(_:)` modifier.
/// The recognizer and the coordinator are made once while the view is
/// shown (Apple makes them per event sequence); the host's pointer drives
/// the recognizer's touches (`touchesBegan`/`Moved`/`Ended`, so custom
/// subclasses work), a press held for a long press's minimum duration
/// begins it, and two-finger presses drive pinches and rotations.
/// ``handleUIGestureRecognizerAction(_:context:)`` runs for every action
/// the recognizer sends (began, changed, ended, cancelled).
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// The type of `UIGestureRecognizer` to be presented.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// A type to coordinate with the gesture recognizer.
    associatedtype Coordinator = Void
    /// Contextual information for the methods.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// A type used to convert coordinates in the hierarchy of the view.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Creates an instance of the represented gesture recognizer.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Handles recognition of the represented gesture recognizer.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Updates the represented gesture recognizer.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Creates the custom object you use to communicate changes from the
    /// gesture recognizer to other parts of your interface.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    /// Does nothing.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Does nothing.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to
/// create and update a represented gesture recognizer.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The custom object that you use to communicate state changes from
    /// your gesture recognizer to other parts of your SwiftUI interface.
    public let coordinator: Representable.Coordinator
    /// A structure used to convert locations to/from coordinate spaces in
    /// the hierarchy of the associated SwiftUI view.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// A proxy structure used to convert locations to/from coordinate spaces
/// in the hierarchy of the SwiftUI view associated with a
/// ``UIGestureRecognizerRepresentable``: it reads the recognizer's
/// current location and the view's current geometry when asked.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    let place: RecognizerPlace

    /// The represented gesture recognizer's current location in the
    /// coordinate space of the SwiftUI view it's attached to.
    public var localLocation: CGPoint { location(in: .local) }
    /// The represented gesture recognizer's current translation in the
    /// coordinate space of the SwiftUI view it's attached to; `nil` for
    /// a recognizer that has none (not a pan).
    public var localTranslation: CGPoint? { translation(in: .local) }
    /// The represented gesture recognizer's current velocity in the
    /// coordinate space of the SwiftUI view it's attached to; `nil` for
    /// a recognizer that has none (not a pan).
    public var localVelocity: CGPoint? { velocity(in: .local) }

    /// Converts the recognizer's current location to a coordinate space.
    ///
    /// - Parameter coordinateSpace: The SwiftUI coordinate space to
    ///   convert to.
    /// - Returns: The location in that space.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        let global = place.recognizer?.location(in: nil) ?? .zero
        guard let proxy = place.proxy else { return global }
        let here = proxy.frame(in: .global), there = proxy.frame(in: coordinateSpace)
        return CGPoint(x: global.x - here.minX + there.minX, y: global.y - here.minY + there.minY)
    }

    /// Converts the recognizer's current translation to a coordinate space
    /// (unscaled spaces share it); `nil` when the recognizer is not a pan.
    ///
    /// - Parameter coordinateSpace: The SwiftUI coordinate space to
    ///   convert to.
    /// - Returns: The translation.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        (place.recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
    }

    /// Converts the recognizer's current velocity to a coordinate space
    /// (unscaled spaces share it); `nil` when the recognizer is not a pan.
    ///
    /// - Parameter coordinateSpace: The SwiftUI coordinate space to
    ///   convert to.
    /// - Returns: The velocity, in points a second.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        (place.recognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
    }
}

/// Where a represented recognizer is: the recognizer, and the geometry of
/// the view it is attached to (a live proxy), with a stand-in UIView at
/// the view's frame, which is the recognizer's `view`.
@MainActor
final class RecognizerPlace {
    weak var recognizer: UIGestureRecognizer?
    var proxy: GeometryProxy?
    lazy var standIn = UIView()

    nonisolated init() {}

    /// Moves the stand-in view to the view's frame in the host.
    func follow() {
        if let proxy { standIn.frame = proxy.frame(in: .global) }
    }
}
