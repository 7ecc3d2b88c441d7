import AnimationCore
import AnimationViews
import Foundation

/// An annotation of the older `Map(coordinateRegion:annotationItems:)`.
public protocol MapAnnotationProtocol {
    /// What the map draws.
    var mapElement: MapElementBox { get }
}

/// An annotation's drawing, for the map (not for use).
public struct MapElementBox {
    let element: MapElement
}

extension MapAnnotationProtocol {
    var mapElementValue: MapElement { mapElement.element }
}

/// A balloon at a coordinate (the older API): a ``Marker`` without a title.
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    /// The balloon.
    public var mapElement: MapElementBox {
        MapElementBox(element: Marker(coordinate: coordinate) { EmptyView() }.tint(tint ?? .red).mapElements()[0])
    }
}

/// A pin at a coordinate (the older API), drawn as a ``MapMarker``.
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A pin.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    /// The pin.
    public var mapElement: MapElementBox { MapMarker(coordinate: coordinate, tint: tint).mapElement }
}

/// A view at a coordinate (the older API), its anchor point on it.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// An annotation.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    /// The view.
    public var mapElement: MapElementBox {
        MapElementBox(
            element: MapElement(placement: .anchored(coordinate, UnitPoint(x: anchorPoint.x, y: anchorPoint.y)), view: AnyView(content), tag: nil))
    }
}
