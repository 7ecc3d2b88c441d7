import CoreLocation
import CoreLocationUI
import MapKit
import SwiftUI

// Maps and locations as apps write them (Swift 5 mode, Apple's module
// names).

struct Landmark: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// Markers and an annotation on a region 10° square around (0, 0).
struct EquatorMap: View {
    @State private var position: MapCameraPosition = .region(
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))
    @State var selection: Int?

    var body: some View {
        Map(position: $position, selection: $selection) {
            Annotation("Spot", coordinate: CLLocationCoordinate2D(latitude: 2.5, longitude: 2.5), anchor: .center) {
                Color.green.frame(width: 10, height: 10)
            }
            .tag(7)
            Marker("Origin", systemImage: "star", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
                .tint(.orange)
            MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 1000)
                .foregroundStyle(.blue.opacity(0.2))
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
    }
}

/// Landmarks framed automatically, through ForEach.
struct LandmarksMap: View {
    let landmarks = [
        Landmark(id: 1, name: "West", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -1)),
        Landmark(id: 2, name: "East", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 1))
    ]
    @State var reported: MKCoordinateRegion?

    var body: some View {
        Map {
            ForEach(landmarks) { landmark in
                Annotation(landmark.name, coordinate: landmark.coordinate, anchor: .center) {
                    Circle().fill(Color.purple).frame(width: 8, height: 8)
                }
            }
        }
        .onMapCameraChange { context in
            reported = context.region
        }
    }
}

/// The older API: a region binding and annotation items.
struct OldStyleMap: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194), latitudinalMeters: 5000, longitudinalMeters: 5000)
    let items = [Landmark(id: 1, name: "Here", coordinate: CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194))]

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: false, annotationItems: items) { item in
            MapAnnotation(coordinate: item.coordinate) {
                Text(item.name)
            }
        }
    }
}

/// A location manager as apps write one.
final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var location: CLLocation?
    @Published var status: CLAuthorizationStatus = .notDetermined
    private let manager = CLLocationManager()
    var onUpdate: (() -> Void)?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = manager.authorizationStatus
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        location = locations.last
        onUpdate?()
    }
}

/// A location button that starts the manager, as apps write one.
struct ShareLocationScreen: View {
    @StateObject var model = LocationModel()
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            LocationButton(.shareCurrentLocation) {
                taps += 1
                model.start()
            }
            .symbolVariant(.fill)
            .foregroundColor(.white)
            .cornerRadius(30)
            LocationButton {
                taps += 10
            }
        }
    }
}

/// Address completion as apps write it: a completer whose results feed a
/// list.
final class AddressCompletion: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
    @Published private(set) var titles: [String] = []
    @Published private(set) var failure: Error?
    let completer = MKLocalSearchCompleter()
    var onChange: (() -> Void)?

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = .address
    }

    func search(_ text: String) {
        completer.queryFragment = text
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        titles = completer.results.map { "\($0.title), \($0.subtitle)" }
        onChange?()
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
        failure = error
        onChange?()
    }
}
