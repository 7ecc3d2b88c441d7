import Foundation
import UIKit

/// What a map view tells and asks, as MapKit's `MKMapViewDelegate`: every
/// method has a default (no view, the base renderer, nothing told).
@MainActor @preconcurrency
public protocol MKMapViewDelegate: AnyObject {
    /// The view of an annotation; `nil` gives the default (a marker, or the
    /// blue dot of the user's location).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The renderer of an overlay.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The shown region changed (while it moves).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// An annotation's view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation's view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// Annotation views were added.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// The user's location was updated.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// A callout's accessory control was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// The map finished loading.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    /// The default view.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// The base renderer, which draws nothing.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    /// Nothing.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

/// The kind of map a map view draws, as MapKit's `MKMapType`.
public enum MKMapType: UInt, Sendable {
    /// Streets.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Imagery with streets.
    case hybrid = 2
    /// Imagery in 3D.
    case satelliteFlyover = 3
    /// Imagery in 3D with streets.
    case hybridFlyover = 4
    /// Streets, muted.
    case mutedStandard = 5
}

/// How a map view follows the user, as MapKit's `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable {
    /// It does not.
    case none = 0
    /// It keeps the user's location in the centre.
    case follow = 1
    /// And turns with the heading.
    case followWithHeading = 2
}
