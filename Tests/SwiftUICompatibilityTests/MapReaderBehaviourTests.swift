import CoreLocation
import Foundation
@testable import MapKit
@testable import SwiftUI
import Testing

@MainActor
@Suite("A map reader's proxy")
struct MapReaderBehaviourTests {
    /// On a region 10° square around (0, 0) fitted into 100 × 100 points,
    /// (2.5°, 2.5°) is at (74.968, 25.027) on the Web Mercator projection
    /// (see `MapKitBehaviourTests.anAnnotationSitsWhereMercatorPutsIt`):
    /// a tap there pins (2.50, 2.50), the pin is drawn where the tap was
    /// (an annotation's bottom centre sits on its coordinate),
    /// and the origin converts back to the map's centre in the host.
    @Test func aTapPinsTheCoordinateUnderIt() throws {
        let host = ViewHost(TapToPinMap(), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Pin") == nil)
        #expect(host.tap(at: CGPoint(x: 74.968, y: 25.027)))
        #expect(host.find(text: "2.50, 2.50") != nil)
        let pin = try #require(host.drawnViews.first { view in
            if case .color(let color)? = view.item.content { return color == Color.red.resolve(in: EnvironmentValues()) }
            return false
        })
        #expect(abs(pin.frame.midX - 74.968) < 0.34 && abs(pin.frame.maxY - 25.027) < 0.34, "\(pin.frame)")
        #expect(host.find(text: "origin 50.0, 50.0") != nil)
    }

    /// Outside a reader's map, the proxy has nothing to convert with.
    @Test func aProxyWithoutAMapAnswersNil() {
        let proxy = MapProxy(shown: MapShown())
        #expect(proxy.convert(CGPoint(x: 1, y: 1), from: .local) == nil)
        #expect(proxy.convert(CLLocationCoordinate2D(latitude: 0, longitude: 0), to: .global) == nil)
        #expect(proxy.camera == nil && proxy.region == nil)
    }

    /// A kept proxy converts with the map as laid out; a point that is
    /// not a number, or a coordinate off the globe, converts to `nil`.
    @Test func pointsThatAreNotNumbersConvertToNil() throws {
        let kept = KeptMapProxy()
        let host = ViewHost(ProxyKeepingMap(kept: kept), size: CGSize(width: 100, height: 100))
        // The host lays the map out when it is first drawn.
        #expect(!host.drawnViews.isEmpty)
        let proxy = try #require(kept.proxy)
        let coordinate = try #require(proxy.convert(CGPoint(x: 74.968, y: 25.027), from: .local))
        #expect(abs(coordinate.latitude - 2.5) < 0.01 && abs(coordinate.longitude - 2.5) < 0.01)
        #expect(proxy.convert(CGPoint(x: CGFloat.nan, y: 1), from: .local) == nil)
        #expect(proxy.convert(CGPoint(x: 1, y: -CGFloat.infinity), from: .global) == nil)
        #expect(proxy.convert(CLLocationCoordinate2D(latitude: 91, longitude: 0), to: .local) == nil)
        #expect(proxy.convert(CLLocationCoordinate2D(latitude: .nan, longitude: 0), to: .local) == nil)
    }
}
