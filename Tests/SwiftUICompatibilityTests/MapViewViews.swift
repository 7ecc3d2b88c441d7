import MapKit
import SwiftUI

// An MKMapView wrapped for SwiftUI, as apps wrote maps before iOS 17's
// Map: a coordinator delegate that gives markers and renders a route.

final class MapLandmark: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init(title: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
}

final class MapDelegateLog: NSObject, MKMapViewDelegate {
    var regionChanges = 0
    var selected: [String] = []

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        if annotation.isKind(of: MKUserLocation.self) { return nil }
        let identifier = "landmark"
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: identifier) as? MKMarkerAnnotationView
            ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        view.annotation = annotation
        view.markerTintColor = .systemPurple
        view.glyphText = "A"
        view.canShowCallout = true
        return view
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        if let polyline = overlay as? MKPolyline {
            let renderer = MKPolylineRenderer(polyline: polyline)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 4
            return renderer
        }
        if let polygon = overlay as? MKPolygon {
            let renderer = MKPolygonRenderer(polygon: polygon)
            renderer.fillColor = UIColor.systemGreen.withAlphaComponent(0.5)
            renderer.strokeColor = .systemRed
            renderer.lineWidth = 2
            return renderer
        }
        if let circle = overlay as? MKCircle {
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = .systemOrange
            return renderer
        }
        return MKOverlayRenderer(overlay: overlay)
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        regionChanges += 1
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        selected.append((view.annotation?.title ?? nil) ?? "?")
    }
}

struct LandmarkMapView: UIViewRepresentable {
    var landmarks: [MapLandmark]

    func makeCoordinator() -> MapDelegateLog { MapDelegateLog() }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        mapView.mapType = .standard
        mapView.showsUserLocation = true
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(landmarks)
        var coordinates = landmarks.map(\.coordinate)
        mapView.removeOverlays(mapView.overlays)
        mapView.addOverlay(MKPolyline(coordinates: &coordinates, count: coordinates.count))
        mapView.showAnnotations(landmarks, animated: true)
    }
}
