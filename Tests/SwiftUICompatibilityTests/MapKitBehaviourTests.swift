import CoreLocation
import CoreLocationUI
import Foundation
@testable import MapKit
@testable import SwiftUI
import Testing

@MainActor
@Suite("Maps and locations as apps use them")
struct MapKitBehaviourTests {
    /// Half a pixel of the host (3 pixels a point), where layout snaps
    /// frames' origins.
    let pixel = 1.0 / 6 + 1e-9

    func color(_ host: ViewHost, _ color: Color) -> DrawnView? {
        host.drawnViews.first { if case .color(let c)? = $0.item.content { return c == color.resolved } else { return false } }
    }

    /// On a region 10° square around (0, 0) fitted into 100 × 100 points,
    /// (2.5°, 2.5°) is at x = 50 + 100 · (2.5/360) / w and y = 50 − 100 ·
    /// (ln tan(45° + 1.25°) / 2π) / h, where w = 10/360 and h = 2 · ln
    /// tan(47.5°) / 2π (the taller side sets the scale): (74.968, 25.027),
    /// to the host's pixel (1/3 point).
    @Test func anAnnotationSitsWhereMercatorPutsIt() throws {
        let host = ViewHost(EquatorMap(), size: CGSize(width: 100, height: 100))
        let spot = try #require(color(host, .green))
        #expect(abs(spot.frame.midX - 74.968) <= pixel)
        #expect(abs(spot.frame.midY - 25.027) <= pixel)
        #expect(host.find(text: "Origin") != nil && host.find(text: "Spot") != nil)
        #expect(host.warnings.contains { $0.contains("no map tiles") })
    }

    /// Tapping a tagged annotation selects its tag.
    @Test func tappingATaggedAnnotationSelectsIt() throws {
        let view = EquatorMap()
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let spot = try #require(color(host, .green))
        #expect(host.tap(at: CGPoint(x: spot.frame.midX, y: spot.frame.midY)))
        #expect(view.selection == 7)
    }

    /// `.automatic` frames the content with a 20 % margin: landmarks 2°
    /// apart on the equator sit 1/1.2 of the half-width from the centre
    /// (50 ± 41.667 in 100 points), and the camera change reports the
    /// region.
    @Test func automaticPositionFramesTheContent() throws {
        let view = LandmarksMap()
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let dots = host.drawnViews.filter { abs($0.frame.width - 8) < 1e-6 && abs($0.frame.height - 8) < 1e-6 }.map(\.frame.midX).sorted()
        #expect(dots.count == 2)
        #expect(abs(dots[0] - (50 - 41.667)) <= pixel && abs(dots[1] - (50 + 41.667)) <= pixel)
        let reported = try #require(view.reported)
        #expect(abs(reported.span.longitudeDelta - 2.4) < 1e-9)
    }

    /// The older API places its items at the region's centre.
    @Test func theOlderAPIPlacesItsItems() throws {
        let host = ViewHost(OldStyleMap(), size: CGSize(width: 200, height: 200))
        let here = try #require(host.find(text: "Here"))
        #expect(abs(here.frame.midX - 100) <= pixel && abs(here.frame.midY - 100) <= pixel)
    }

    /// A region of 111,320 m is 1° of latitude; the great-circle distance
    /// of 1° of longitude on the equator is 6,371,008.8 · π/180 m.
    @Test func regionsAndDistancesAreMeasured() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-12)
        #expect(abs(region.span.longitudeDelta - 2) < 1e-9)
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1))
        #expect(abs(distance - 6_371_008.8 * .pi / 180) < 1e-6)
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(point.x == 134_217_728 && abs(point.y - 134_217_728) < 1e-6)
    }

    /// A manager grants authorization and reports the simulated location
    /// to its delegate on the main queue.
    @Test func aLocationManagerReportsTheSimulatedLocation() async {
        let model = LocationModel()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            model.onUpdate = { done.resume() }
            model.start()
        }
        #expect(model.status == .authorizedWhenInUse)
        #expect(model.location?.coordinate == CLLocationManager.simulatedLocation.coordinate)
    }

    /// A location button shows its title and arrow on the tint, padded
    /// 10 by 16 points; a tap runs its action (access is granted); one
    /// without a title shows the arrow alone.
    @Test func aLocationButtonRunsItsAction() throws {
        let host = ViewHost(ShareLocationScreen(), size: CGSize(width: 390, height: 300))
        let title = try #require(host.find(text: "Share Current Location"))
        #expect(title.tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Taps: 1") != nil)
        #expect(host.drawnViews.contains { $0.imageName == "system:location.fill" })
        let arrow = try #require(host.drawnViews.first { $0.imageName == "system:location" })
        let plate = try #require(
            host.drawnViews.filter { $0.text == nil && $0.imageName == nil && $0.frame.contains(arrow.frame) }.min { $0.frame.width < $1.frame.width })
        #expect(abs(plate.frame.width - arrow.frame.width - 32) < 0.01)
        #expect(abs(plate.frame.height - arrow.frame.height - 20) < 0.01)
    }

    /// Geocoding, search and directions need Apple's servers: they fail
    /// with the documented errors.
    @Test func serverRequestsFail() async {
        // Their warnings go to a host of this test's own, not another test's.
        let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
        defer { withExtendedLifetime(host) {} }
        await #expect(throws: CLError(.network)) { try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) }
        await #expect(throws: MKError(.serverFailure)) { try await MKLocalSearch(request: .init(naturalLanguageQuery: "coffee")).start() }
        await #expect(throws: MKError(.directionsNotFound)) { try await MKDirections(request: .init()).calculate() }
    }

    /// A completer needs Apple's servers: a query fails with
    /// `serverFailure` on the main queue; an empty one clears the results.
    @Test func addressCompletionFailsWithoutServers() async {
        let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
        defer { withExtendedLifetime(host) {} }
        let model = AddressCompletion()
        func change(_ action: () -> Void) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                model.onChange = { done.resume() }
                action()
            }
        }
        await change { model.search("1 Infinite") }
        #expect((model.failure as? MKError)?.code == .serverFailure)
        await change { model.search("") }
        #expect(model.titles.isEmpty && model.completer.results.isEmpty)
        let request = MKLocalSearch.Request(completion: MKLocalSearchCompletion(title: "Apple Park", subtitle: "Cupertino, CA"))
        #expect(request.naturalLanguageQuery == "Apple Park, Cupertino, CA")
    }

    /// Bad input: a circle of negative radius is drawn with radius 0; an
    /// invalid coordinate is left out of the framing.
    @Test func aNegativeRadiusDrawsNoCircle() throws {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let host = ViewHost(
            Map(initialPosition: .region(region)) { MapCircle(center: CLLocationCoordinate2D(), radius: -5).foregroundStyle(Color.red) },
            size: CGSize(width: 100, height: 100))
        #expect(host.drawnViews.allSatisfy { $0.frame.width > 0.5 || $0.frame.width == 0 })
        #expect(!host.drawnViews.contains { $0.frame.width > 0 && $0.frame.width < 100 })
        let framed = MapCanvas.framing([CLLocationCoordinate2D(latitude: .nan, longitude: 0), CLLocationCoordinate2D(latitude: 10, longitude: 20)])
        #expect(framed.center == CLLocationCoordinate2D(latitude: 10, longitude: 20))
    }
}
