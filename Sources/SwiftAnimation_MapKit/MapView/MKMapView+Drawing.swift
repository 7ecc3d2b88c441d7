import AnimationViews
import Foundation
import SwiftAnimation_CoreLocation
import UIKit

extension MKMapView {
    /// Makes a view for each annotation that has none (asking the
    /// delegate first), queues the views of removed ones for reuse, and
    /// centres each view on its coordinate's point, moved by its
    /// `centerOffset`.
    func placeAnnotationViews() {
        let current = annotations
        for entry in placed where !current.contains(where: { $0 === entry.annotation }) {
            entry.view.removeFromSuperview()
            if let identifier = entry.view.reuseIdentifier { reusable[identifier, default: []].append(entry.view) }
        }
        placed.removeAll { entry in !current.contains { $0 === entry.annotation } }
        var added: [MKAnnotationView] = []
        for annotation in current where !placed.contains(where: { $0.annotation === annotation }) {
            let view = delegate?.mapView(self, viewFor: annotation) ?? defaultView(for: annotation)
            view.annotation = annotation
            placed.append((annotation, view))
            addSubview(view)
            added.append(view)
        }
        let projection = projection
        for (annotation, view) in placed {
            let point = projection.point(annotation.coordinate)
            view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    private func defaultView(for annotation: any MKAnnotation) -> MKAnnotationView {
        guard annotation is MKUserLocation else { return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil) }
        let dot = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
        dot.markerTintColor = .systemBlue
        dot.frame.size = CGSize(width: 16, height: 16)
        dot.centerOffset = .zero
        return dot
    }

    /// Draws the ground and the overlays (the annotations' views draw
    /// themselves over them); warns once that there are no tiles.
    func drawMap() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        CurrentHost.warn("MKMapView: the headless host has no map tiles; the map view draws its overlays and annotations on a plain ground")
        let imagery = [.satellite, .hybrid, .satelliteFlyover, .hybridFlyover].contains(mapType)
        context.setFillColor(
            imagery ? UIColor(red: 0.23, green: 0.29, blue: 0.22, alpha: 1).cgColor : UIColor(red: 0.96, green: 0.95, blue: 0.92, alpha: 1).cgColor)
        context.fill(bounds)
        let projection = projection
        for overlay in overlays {
            guard let renderer = renderer(for: overlay) as? MKOverlayPathRenderer,
                let (path, closed) = renderer.outline(projection.point, pointsPerMetre: projection.pointsPerMetre(at: overlay.coordinate))
            else { continue }
            context.saveGState()
            context.setAlpha(min(max(renderer.alpha, 0), 1))
            if closed, let fill = renderer.fillColor {
                context.addPath(path)
                context.setFillColor(fill.cgColor)
                context.fillPath()
            }
            if let stroke = renderer.strokeColor, renderer.lineWidth > 0 {
                context.addPath(path)
                context.setStrokeColor(stroke.cgColor)
                context.setLineWidth(renderer.lineWidth)
                context.setLineCap(renderer.lineCap)
                context.setLineJoin(renderer.lineJoin)
                if let dashes = renderer.lineDashPattern, !dashes.isEmpty {
                    context.setLineDash(phase: 0, lengths: dashes.map { CGFloat($0.doubleValue) })
                }
                context.strokePath()
            }
            context.restoreGState()
        }
    }
}
