import CoreLocation
import MapKit
import SwiftUI

// A map that adds a pin where it is tapped, as Hacking with Swift's
// Bucket List writes it (MapReader, iOS 17).

struct PinnedPlace: Identifiable {
    let id = UUID()
    var latitude: Double
    var longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

struct TapToPinMap: View {
    let startPosition = MapCameraPosition.region(
        MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
            span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)
        )
    )
    @State private var places = [PinnedPlace]()
    @State private var originPoint: CGPoint?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MapReader { proxy in
                Map(initialPosition: startPosition) {
                    ForEach(places) { place in
                        Annotation("Pin", coordinate: place.coordinate) {
                            Color.red.frame(width: 6, height: 6)
                        }
                    }
                }
                .onTapGesture { position in
                    if let coordinate = proxy.convert(position, from: .local) {
                        places.append(PinnedPlace(latitude: coordinate.latitude, longitude: coordinate.longitude))
                        originPoint = proxy.convert(CLLocationCoordinate2D(latitude: 0, longitude: 0), to: .global)
                    }
                }
            }
            .frame(width: 100, height: 100)
            if let last = places.last {
                Text(String(format: "%.2f, %.2f", last.latitude, last.longitude))
            }
            if let originPoint {
                Text(String(format: "origin %.1f, %.1f", originPoint.x, originPoint.y))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

// A map whose reader's proxy is kept by the app, to convert later (as
// apps keep it in a coordinator or a view model).

final class KeptMapProxy {
    var proxy: MapProxy?
}

struct ProxyKeepingMap: View {
    let kept: KeptMapProxy

    var body: some View {
        MapReader { proxy in
            Map(
                initialPosition: .region(
                    MKCoordinateRegion(
                        center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)
                    )
                )
            )
            .onAppear { kept.proxy = proxy }
        }
        .frame(width: 100, height: 100)
    }
}
