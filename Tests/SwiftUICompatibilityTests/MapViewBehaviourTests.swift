import CoreLocation
import Foundation
@testable import MapKit
@testable import SwiftUI
import Testing

@MainActor
@Suite("MKMapView in a representable")
struct MapViewBehaviourTests {
    /// A 100-point map of the 10° square around (0, 0): on the Web Mercator
    /// projection (2.5°, 2.5°) is at (74.968, 25.027) (as
    /// `MapKitBehaviourTests.anAnnotationSitsWhereMercatorPutsIt` works out).
    private func squareMap(_ log: MapDelegateLog) -> MKMapView {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        map.delegate = log
        map.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        return map
    }

    @Test func annotationViewsSitOnTheirCoordinatesAndAreReused() throws {
        let log = MapDelegateLog()
        let map = squareMap(log)
        #expect(log.regionChanges == 1)
        let tower = MapLandmark(title: "Tower", coordinate: CLLocationCoordinate2D(latitude: 2.5, longitude: 2.5))
        map.addAnnotation(tower)
        let view = try #require(map.view(for: tower) as? MKMarkerAnnotationView)
        // A marker's balloon stands on the point: its centre is 15 points up.
        #expect(abs(view.center.x - 74.968) < 0.01 && abs(view.center.y - (25.027 - 15)) < 0.01)
        #expect(view.markerTintColor == .systemPurple && view.superview === map)
        let under = map.convert(CGPoint(x: 74.968, y: 25.027), toCoordinateFrom: map)
        #expect(abs(under.latitude - 2.5) < 0.001 && abs(under.longitude - 2.5) < 0.001)

        map.selectAnnotation(tower, animated: true)
        #expect(log.selected == ["Tower"] && view.isSelected)
        map.removeAnnotation(tower)
        #expect(map.view(for: tower) == nil && view.superview == nil && map.selectedAnnotations.isEmpty)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "landmark") === view)
    }

    /// `showAnnotations` frames the landmarks as `Map` frames its content:
    /// the middle of their extent, 1.2 times as wide; a bad region is left
    /// out.
    @Test func showAnnotationsFramesThemAndBadRegionsAreLeftOut() {
        let log = MapDelegateLog()
        let map = squareMap(log)
        let a = MapLandmark(title: "A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20))
        let b = MapLandmark(title: "B", coordinate: CLLocationCoordinate2D(latitude: 12, longitude: 24))
        map.showAnnotations([a, b], animated: false)
        #expect(abs(map.region.center.latitude - 11) < 1e-9 && abs(map.region.center.longitude - 22) < 1e-9)
        #expect(abs(map.region.span.latitudeDelta - 2.4) < 1e-9 && abs(map.region.span.longitudeDelta - 4.8) < 1e-9)
        // The region as a map rectangle and back (10 to 12 degrees north,
        // 20 to 24 east: the middle of the rectangle is not 11 degrees on
        // Mercator's stretched latitudes, but the edges are the region's).
        let rect = map.visibleMapRect
        #expect(abs(rect.origin.x - MKMapPoint(CLLocationCoordinate2D(latitude: 12.2, longitude: 19.6)).x) < 1e-3)
        map.setVisibleMapRect(rect, animated: false)
        #expect(abs(map.region.span.latitudeDelta - 2.4) < 1e-9 && abs(map.region.span.longitudeDelta - 4.8) < 1e-9)
        #expect(abs(map.region.center.longitude - 22) < 1e-9 && abs(map.region.center.latitude - 11) < 0.01)
        map.userTrackingMode = .follow
        #expect(map.centerCoordinate.latitude == CLLocationManager.simulatedLocation.coordinate.latitude)
        map.showAnnotations([a, b], animated: false)
        let changes = log.regionChanges
        map.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: .nan, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        map.setRegion(
            MKCoordinateRegion(center: a.coordinate, span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: .infinity)), animated: true)
        #expect(log.regionChanges == changes && abs(map.region.center.longitude - 22) < 1e-9)
    }

    /// Drawn into an image, the map is its ground, the route's blue stroke
    /// and the purple marker; the user's location is a blue dot.
    @Test func theMapDrawsGroundRouteAndMarkers() throws {
        let log = MapDelegateLog()
        let map = squareMap(log)
        map.showsUserLocation = true
        map.addAnnotation(MapLandmark(title: "Tower", coordinate: CLLocationCoordinate2D(latitude: 2.5, longitude: 2.5)))
        var route = [CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 2.5, longitude: 2.5)]
        let line = MKPolyline(coordinates: &route, count: route.count)
        map.addOverlay(line)
        #expect(line.pointCount == 2 && abs(line.points()[0].x - 134_217_728) < 1e-6)
        #expect((map.renderer(for: line) as? MKPolylineRenderer)?.lineWidth == 4)
        #expect(map.annotations.contains { $0 is MKUserLocation })
        let user: any MKAnnotation = map.userLocation
        #expect(user.isKind(of: NSObject.self) && user.isMember(of: MKUserLocation.self) && !user.isMember(of: NSObject.self))
        let image = UIGraphicsImageRenderer(size: map.bounds.size).image { _ in
            map.drawHierarchy(in: map.bounds, afterScreenUpdates: true)
        }
        var fills: [Color.Resolved] = [], strokes: [Color.Resolved] = [], texts: [String] = []
        func walk(_ items: [DisplayList.Item]) {
            for item in items {
                if let string = item.content?.string { texts.append(string) }
                if case .shape(_, let paint, let stroke, _)? = item.content, let color = paint.color {
                    if stroke != nil { strokes.append(color) } else { fills.append(color) }
                }
                walk(item.children)
            }
        }
        walk(try #require(image.drawing).items)
        #expect(texts == ["A"])  // the marker's glyph
        // A marker drawn alone draws its glyph text over its balloon.
        let marker = MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil)
        marker.glyphText = "A"
        let alone = UIGraphicsImageRenderer(size: marker.bounds.size).image { _ in
            marker.drawHierarchy(in: marker.bounds, afterScreenUpdates: true)
        }
        #expect(alone.drawing?.items.compactMap { $0.content?.string } == ["A"])
        let resolve = { (color: UIColor) in Color(uiColor: color).resolve(in: EnvironmentValues()) }
        #expect(fills.first == Color.Resolved(red: 0.96, green: 0.95, blue: 0.92, opacity: 1))
        #expect(strokes.contains(resolve(.systemBlue)))
        #expect(fills.contains(resolve(.systemPurple)) && fills.contains(resolve(.systemBlue)))
    }

    /// In SwiftUI, the representable's map is made and updated.
    @Test func theRepresentableIsHosted() {
        let landmarks = [MapLandmark(title: "A", coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 1))]
        let host = ViewHost(LandmarkMapView(landmarks: landmarks), size: CGSize(width: 200, height: 200))
        #expect(host.find(text: "LandmarkMapView") != nil)
    }
}
