import AnimationViews
import Foundation
import SwiftAnimation_CoreLocation
import UIKit

extension MKMapView {
    /// The annotations, with the user's location when it shows.
    public var annotations: [any MKAnnotation] {
        showsUserLocation ? ownAnnotations + [userLocation] : ownAnnotations
    }

    /// Adds an annotation (once).
    ///
    /// - Parameter annotation: The annotation.
    public func addAnnotation(_ annotation: any MKAnnotation) {
        guard !ownAnnotations.contains(where: { $0 === annotation }) else { return }
        ownAnnotations.append(annotation)
        layoutSubviews()
    }

    /// Adds annotations.
    ///
    /// - Parameter annotations: The annotations.
    public func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes an annotation; its view goes to the reuse queue.
    ///
    /// - Parameter annotation: The annotation.
    public func removeAnnotation(_ annotation: any MKAnnotation) {
        ownAnnotations.removeAll { $0 === annotation }
        selectedAnnotations.removeAll { $0 === annotation }
        layoutSubviews()
    }

    /// Removes annotations.
    ///
    /// - Parameter annotations: The annotations.
    public func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The view of an annotation, once the map has made it.
    ///
    /// - Parameter annotation: The annotation.
    /// - Returns: Its view.
    public func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        placed.first { $0.annotation === annotation }?.view
    }

    /// A view of a removed annotation, to show another.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The view, readied for reuse, or `nil`.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusable[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// Selects an annotation (deselecting the one before), telling the
    /// delegate.
    ///
    /// - Parameters:
    ///   - annotation: The annotation (one of the map's).
    ///   - animated: Whether it animates.
    public func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard annotations.contains(where: { $0 === annotation }) else { return }
        for previous in selectedAnnotations where previous !== annotation { deselectAnnotation(previous, animated: animated) }
        guard !selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        selectedAnnotations = [annotation]
        layoutSubviews()
        if let view = view(for: annotation) {
            view.isSelected = true
            delegate?.mapView(self, didSelect: view)
        }
    }

    /// Deselects an annotation, telling the delegate.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Whether it animates.
    public func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        selectedAnnotations.removeAll { $0 === annotation }
        if let view = view(for: annotation) {
            view.isSelected = false
            delegate?.mapView(self, didDeselect: view)
        }
    }

    /// Adds an overlay on top of the others.
    ///
    /// - Parameter overlay: The overlay.
    public func addOverlay(_ overlay: any MKOverlay) {
        overlays.append(overlay)
    }

    /// Adds overlays.
    ///
    /// - Parameter overlays: The overlays.
    public func addOverlays(_ overlays: [any MKOverlay]) {
        self.overlays += overlays
    }

    /// Removes an overlay.
    ///
    /// - Parameter overlay: The overlay.
    public func removeOverlay(_ overlay: any MKOverlay) {
        overlays.removeAll { $0 === overlay }
    }

    /// Removes overlays.
    ///
    /// - Parameter overlays: The overlays.
    public func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    /// The renderer the delegate gives an overlay of the map's.
    ///
    /// - Parameter overlay: The overlay.
    /// - Returns: The renderer, or `nil` for an overlay the map lacks.
    public func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        guard overlays.contains(where: { $0 === overlay }) else { return nil }
        return delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
    }
}
