import AnimationCore
import AnimationViews
import Foundation

/// A camera looking down at the map, as MapKit's `MapCamera`.
public struct MapCamera: Hashable, Sendable {
    /// The point at the centre of the view.
    public var centerCoordinate: CLLocationCoordinate2D
    /// Metres from the camera to the centre.
    public var distance: Double
    /// Degrees clockwise from north (the map is drawn north up).
    public var heading: Double
    /// Degrees from looking straight down (the map is drawn flat).
    public var pitch: Double

    /// A camera.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region the camera shows: as tall as its distance (a camera of
    /// 1,000 m shows about 1,000 m north to south).
    var region: MKCoordinateRegion {
        let metres = max(distance, 1)
        return MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: metres, longitudinalMeters: metres)
    }
}

/// What a map shows, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case userLocation(fallback: MKCoordinateRegion?)
        case item(MKCoordinateRegion)
    }

    let kind: Kind

    /// Frames the map's content (every marker and annotation).
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

    /// A region.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }

    /// A camera.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    /// The user's location (the host's simulated one), or the fallback.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: fallback.region))
    }

    /// A map item, 1 km around it.
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(MKCoordinateRegion(center: mapItem.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)))
    }

    /// Whether the position frames the content.
    public var positionedByUser: Bool { false }

    /// The region, when the position is one.
    public var region: MKCoordinateRegion? {
        switch kind {
        case .region(let region), .item(let region): return region
        case .camera(let camera): return camera.region
        case .automatic, .userLocation: return nil
        }
    }

    /// The camera, when the position is one.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// Whether the position follows the user's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }
}

/// The look of the map's ground, as MapKit's `MapStyle`.
public struct MapStyle: Sendable {
    let isImagery: Bool

    /// Roads and places.
    public static var standard: MapStyle { MapStyle(isImagery: false) }
    /// Roads and places, with options.
    public static func standard(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false)
        -> MapStyle
    { .standard }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle(isImagery: true) }
    /// Satellite imagery, with options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    /// Imagery with roads and places.
    public static var hybrid: MapStyle { MapStyle(isImagery: true) }
    /// Imagery with roads and places, with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false)
        -> MapStyle
    { .hybrid }

    /// Whether the ground is flat or has relief (drawn flat).
    public enum Elevation: Sendable {
        /// The system's choice.
        case automatic
        /// Flat.
        case flat
        /// With relief.
        case realistic
    }

    /// The points of interest a map labels (none are drawn here).
    public struct PointOfInterestCategories: Sendable {
        /// Every category.
        public static var all: PointOfInterestCategories { PointOfInterestCategories() }
        /// No category.
        public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
    }

    /// The ground's colour: a light paper for roads and places, a dark
    /// green for imagery (there are no tiles on the headless host).
    var ground: Color {
        isImagery ? Color(red: 0.23, green: 0.29, blue: 0.22) : Color(red: 0.96, green: 0.95, blue: 0.92)
    }
}

/// The gestures a map answers, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes' bits.
    public let rawValue: Int
    /// Modes of bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Dragging.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Pinching.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Turning.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How a map follows the user (the older API).
public enum MapUserTrackingMode: Sendable {
    /// It does not.
    case none
    /// It centres on the user.
    case follow
}

/// What a camera change reports, as MapKit's `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The camera.
    public var camera: MapCamera {
        MapCamera(centerCoordinate: region.center, distance: region.span.latitudeDelta * 111_320)
    }
}

/// How often a map reports camera changes.
public enum MapCameraUpdateFrequency: Sendable {
    /// While the camera moves.
    case continuous
    /// When it stops.
    case onEnd
}
