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
        let drawn = try #require(image.drawing).drawnItems
        let fills = drawn.filter { !$0.isStroke }.compactMap(\.color), strokes = drawn.filter(\.isStroke).compactMap(\.color)
        #expect(drawn.compactMap { $0.item.content?.string } == ["A"])  // the marker's glyph
        // A marker drawn alone draws its glyph text over its balloon.
        let marker = MKMarkerAnnotationView(annotation: nil, reuseIdentifier: nil)
        marker.glyphText = "A"
        let alone = UIGraphicsImageRenderer(size: marker.bounds.size).image { _ in
            marker.drawHierarchy(in: marker.bounds, afterScreenUpdates: true)
        }
        #expect(alone.drawing?.drawnItems.compactMap { $0.item.content?.string } == ["A"])
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

    /// A polygon is filled and stroked along its corners' points; a circle
    /// of 100 km at the equator is 17.943 points across: 10° of longitude
    /// are 1,113.195 km of the equator's 40,075.017, but the map fits the
    /// region's 10° of latitude, which Mercator stretches by
    /// 2 ln(tan(47.5°)) / (10π/180) = 1.0012717, into its 100 points, so
    /// 200 km are 200 / 1,113.195 × 100 / 1.0012717 points.
    @Test func polygonsAndCirclesAreFilledWhereTheyLie() throws {
        let log = MapDelegateLog()  // the map's delegate is weak
        let map = squareMap(log)
        var corners = [
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 2.5, longitude: 2.5),
            CLLocationCoordinate2D(latitude: 0, longitude: 2.5),
        ]
        map.addOverlay(MKPolygon(coordinates: &corners, count: corners.count))
        map.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 100_000))
        let image = UIGraphicsImageRenderer(size: map.bounds.size).image { _ in
            map.drawHierarchy(in: map.bounds, afterScreenUpdates: true)
        }
        let shapes = try withExtendedLifetime(log) { try #require(image.drawing).drawnItems }
        let resolve = { (color: UIColor) in Color(uiColor: color).resolve(in: EnvironmentValues()) }
        let polygon = try #require(shapes.first { !$0.isStroke && $0.color == resolve(UIColor.systemGreen.withAlphaComponent(0.5)) })
        // (0, 0) is the middle; (2.5°, 2.5°) is at (74.968, 25.027).
        #expect(abs(polygon.frame.width - 24.968) < 0.01 && abs(polygon.frame.height - 24.973) < 0.01, "\(polygon.frame)")
        #expect(shapes.contains { $0.isStroke && $0.color == resolve(.systemRed) && abs($0.frame.width - 24.968) < 0.01 })
        let circle = try #require(shapes.first { $0.color == resolve(.systemOrange) })
        #expect(abs(circle.frame.width - 17.943) < 0.01 && abs(circle.frame.height - 17.943) < 0.01, "\(circle.frame)")
        #expect(abs(circle.frame.midX - 50) < 0.01 && abs(circle.frame.midY - 50) < 0.01)
    }

    /// A pin is a 16-point head in its tint over a grey needle, and stands
    /// on its coordinate.
    @Test func aPinDrawsItsHeadAndNeedle() throws {
        let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
        pin.pinTintColor = .systemGreen
        let image = UIGraphicsImageRenderer(size: pin.bounds.size).image { _ in
            pin.drawHierarchy(in: pin.bounds, afterScreenUpdates: true)
        }
        let shapes = try #require(image.drawing).drawnItems
        let resolve = { (color: UIColor) in Color(uiColor: color).resolve(in: EnvironmentValues()) }
        let head = try #require(shapes.first { $0.color == resolve(.systemGreen) })
        #expect(head.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        let needle = try #require(shapes.first { $0.color == resolve(.gray) })
        #expect(needle.frame.width == 2 && needle.frame.maxY == 39)
        #expect(pin.centerOffset == CGPoint(x: 0, y: -19.5))
    }

    /// Padding leaves fewer points for the rectangle, so more of the map
    /// shows: 20 points at the top and right of a 100-point map leave 80
    /// for 400,000 map points, 5,000 a point, and the rectangle grows by
    /// 100,000 up and to the right. Padding that is not a number, or that
    /// fills the view, is left out.
    @Test func paddingShowsMoreOfTheMap() {
        let map = squareMap(MapDelegateLog())
        let rect = MKMapRect(x: 134_000_000, y: 133_000_000, width: 400_000, height: 400_000)
        map.setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 20), animated: false)
        let northWest = MKMapPoint(x: 134_000_000, y: 132_900_000).coordinate
        let southEast = MKMapPoint(x: 134_500_000, y: 133_400_000).coordinate
        #expect(abs(map.visibleMapRect.origin.x - 134_000_000) < 1e-3 && abs(map.visibleMapRect.size.width - 500_000) < 1e-3)
        #expect(abs(map.region.span.latitudeDelta - (northWest.latitude - southEast.latitude)) < 1e-9)

        for padding in [UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)] {
            map.setVisibleMapRect(rect, edgePadding: padding, animated: false)
            #expect(abs(map.visibleMapRect.origin.x - 134_000_000) < 1e-3 && abs(map.visibleMapRect.size.width - 400_000) < 1e-3)
        }
    }
}
