import AnimationViews
import Foundation
import SwiftAnimation_CoreLocation
import UIKit

/// A map view of UIKit, as MapKit's `MKMapView`, for SwiftUI code that
/// wraps one in a `UIViewRepresentable`.
///
/// There are no tiles: the view draws a plain ground (light for
/// `.standard`, dark green for the imagery types; it warns once), its
/// overlays through the delegate's renderers, and its annotations' views
/// at their coordinates, with the region fitted whole into the bounds on
/// the Web Mercator projection, north up (as `Map` draws). The region is
/// 10 km around the simulated location until it is set; the map does not
/// pan or zoom by gestures, so it changes only when the app sets it, and
/// each change tells the delegate that it will and did change.
@MainActor @preconcurrency
open class MKMapView: UIView {
    /// What the map tells and asks.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map.
    open var mapType = MKMapType.standard
    /// Whether the user's location is an annotation.
    open var showsUserLocation = false
    /// The user's location (the host's simulated one).
    public let userLocation = MKUserLocation()
    /// How the map follows the user: following centres the map on the
    /// simulated location (which does not move).
    open var userTrackingMode = MKUserTrackingMode.none {
        didSet { if userTrackingMode != .none { setCenter(userLocation.coordinate, animated: false) } }
    }
    /// Whether pinching zooms (no gestures reach the headless map).
    open var isZoomEnabled = true
    /// Whether dragging scrolls.
    open var isScrollEnabled = true
    /// Whether twisting rotates.
    open var isRotateEnabled = true
    /// Whether dragging with two fingers pitches.
    open var isPitchEnabled = true
    /// Whether the compass shows while the map is turned (it never is).
    open var showsCompass = true
    /// Whether the scale shows while zooming (it never zooms).
    open var showsScale = false
    /// Whether traffic shows (there are no tiles).
    open var showsTraffic = false
    /// Whether buildings show (there are no tiles).
    open var showsBuildings = true
    var shownRegion: MKCoordinateRegion?
    var placed: [(annotation: any MKAnnotation, view: MKAnnotationView)] = []
    var reusable: [String: [MKAnnotationView]] = [:]
    var ownAnnotations: [any MKAnnotation] = []
    /// The overlays, bottom first.
    open internal(set) var overlays: [any MKOverlay] = []
    /// The annotations selected (one at most).
    open var selectedAnnotations: [any MKAnnotation] = []

    /// The region shown; setting it shows it at once.
    open var region: MKCoordinateRegion {
        get {
            shownRegion
                ?? MKCoordinateRegion(center: CLLocationManager.simulatedLocation.coordinate, latitudinalMeters: 10_000, longitudinalMeters: 10_000)
        }
        set { setRegion(newValue, animated: false) }
    }

    /// The region's centre; setting it keeps the span.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { setCenter(newValue, animated: false) }
    }

    /// Shows a region, telling the delegate it will and did change. A
    /// region with an invalid centre or a span that is negative or not
    /// finite is left out, with a warning (MapKit raises an exception).
    ///
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Whether it moves (it arrives at once).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        let span = region.span
        guard CLLocationCoordinate2DIsValid(region.center), span.latitudeDelta.isFinite, span.longitudeDelta.isFinite,
            span.latitudeDelta >= 0, span.longitudeDelta >= 0
        else {
            CurrentHost.warn("MKMapView.setRegion: an invalid region (\(region)) is left out")
            return
        }
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        shownRegion = region
        layoutSubviews()
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Centres the map on a coordinate, keeping the span.
    ///
    /// - Parameters:
    ///   - coordinate: The centre.
    ///   - animated: Whether it moves (it arrives at once).
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
    }

    /// Shows the region that frames annotations (with a 20 % margin and at
    /// least 1 km, as `Map` frames its content).
    ///
    /// - Parameters:
    ///   - annotations: The annotations (none leaves the region).
    ///   - animated: Whether it moves.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard !annotations.isEmpty else { return }
        setRegion(MapCanvas.framing(annotations.map(\.coordinate)), animated: animated)
    }

    /// Sets how the map follows the user: following centres it on the
    /// simulated location.
    ///
    /// - Parameters:
    ///   - mode: The mode.
    ///   - animated: Whether it moves.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        userTrackingMode = mode
    }

    var projection: MapProjection { MapProjection(region: region, size: bounds.size) }

    /// The coordinate under a point.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - view: The view the point is in: read as this view (SwiftUI code
    ///     passes the map view itself).
    /// - Returns: The coordinate.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        projection.coordinate(at: point)
    }

    /// The point of a coordinate in this view.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - view: The view the point is for: read as this view.
    /// - Returns: The point.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        projection.point(coordinate)
    }

    /// Places the annotations' views (making those missing) at their
    /// coordinates.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeAnnotationViews()
    }

    /// Draws the ground and the overlays.
    ///
    /// - Parameter rect: The bounds.
    open override func draw(_ rect: CGRect) {
        drawMap()
    }
}
