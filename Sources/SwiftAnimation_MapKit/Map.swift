import AnimationCore
import AnimationViews
import Foundation

/// A map, as MapKit's SwiftUI `Map`, drawn on the headless host as its
/// content on a plain ground: there are no tiles (the host is warned
/// once). The region shown is the camera position's, fitted whole into the
/// view on the Web Mercator projection; `.automatic` frames the content
/// (with a 20 % margin, at least 1 km), or the simulated location when
/// there is none. Markers and annotations sit at their coordinates;
/// tapping one with a `tag` sets the selection. The map does not pan or
/// zoom by gestures.
public struct Map<Content: View>: View {
    let content: Content

    /// The drawn map.
    public var body: some View { content }
}

extension Map where Content == MapCanvas {
    /// A map of content, at a camera position that it may change.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) {
        self.content = MapCanvas(position: { position.wrappedValue }, elements: content().mapElements(), select: nil)
    }

    /// A map of content, starting at a camera position.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        self.content = MapCanvas(position: { initialPosition }, elements: content().mapElements(), select: nil)
    }

    /// A map of content whose tagged markers and annotations select.
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        self.content = MapCanvas(
            position: { position.wrappedValue }, elements: content().mapElements(),
            select: { tag in selection.wrappedValue = tag.base as? SelectedValue })
    }

    /// A map of content whose tagged markers and annotations select.
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        self.content = MapCanvas(
            position: { initialPosition }, elements: content().mapElements(), select: { tag in selection.wrappedValue = tag.base as? SelectedValue })
    }

    /// An empty map at a camera position.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        self.content = MapCanvas(position: { position.wrappedValue }, elements: [], select: nil)
    }

    /// An empty map.
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
        self.content = MapCanvas(position: { initialPosition }, elements: [], select: nil)
    }

    /// A map of a region (the older API).
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        let user: [MapElement] = showsUserLocation ? UserAnnotation().mapElements() : []
        self.content = MapCanvas(position: { .region(coordinateRegion.wrappedValue) }, elements: user, select: nil)
    }

    /// A map of a region with an annotation per item (the older API).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        let user: [MapElement] = showsUserLocation ? UserAnnotation().mapElements() : []
        let elements = annotationItems.map { annotationContent($0).mapElementValue }
        self.content = MapCanvas(position: { .region(coordinateRegion.wrappedValue) }, elements: elements + user, select: nil)
    }
}

/// Limits on a map's camera (kept; the camera does not move by gestures).
public struct MapCameraBounds: Sendable {
    /// Limits of a region and distances.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Limits of distances.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The view a map draws: the ground, then each element at its place.
public struct MapCanvas: View {
    let position: () -> MapCameraPosition
    let elements: [MapElement]
    let select: ((AnyHashable) -> Void)?
    @Environment(\.mapStyle) private var style
    @Environment(\._warn) private var warn
    @Environment(\.mapCameraActions) private var cameraActions
    @Environment(\.mapShown) private var shown

    /// The ground and the content.
    public var body: some View {
        GeometryReader { proxy in
            let projection = MapProjection(region: region, size: proxy.size)
            let _ = shown.map { shown in
                // Where the map is, for its reader's proxy.
                shown.projection = projection
                shown.geometry = proxy
                shown.region = region
            }
            ZStack(alignment: .topLeading) {
                Rectangle().fill(style.ground)
                ForEach(elements.indices, id: \.self) { index in
                    place(elements[index], projection)
                }
            }
        }
        .clipped()
        .onAppear {
            warn("Map: the headless host has no map tiles; the map draws its content on a plain ground")
            let context = MapCameraUpdateContext(region: region)
            for action in cameraActions.actions { action(context) }
        }
    }

    /// The region shown.
    var region: MKCoordinateRegion {
        let position = position()
        if let region = position.region { return region }
        if position.followsUserLocation {
            // The host always has a (simulated) location: no fallback.
            return MKCoordinateRegion(center: CLLocationManager.simulatedLocation.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        }
        return Self.framing(elements.flatMap(\.coordinates))
    }

    /// The region that frames coordinates with a 20 % margin and at least
    /// 1 km; 10 km around the simulated location when there are none.
    static func framing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        let valid = coordinates.filter(CLLocationCoordinate2DIsValid)
        guard let first = valid.first else {
            return MKCoordinateRegion(center: CLLocationManager.simulatedLocation.coordinate, latitudinalMeters: 10_000, longitudinalMeters: 10_000)
        }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for coordinate in valid {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        let center = CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
        let minimum = MKCoordinateRegion(center: center, latitudinalMeters: 1000, longitudinalMeters: 1000).span
        return MKCoordinateRegion(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: max((north - south) * 1.2, minimum.latitudeDelta), longitudeDelta: max((east - west) * 1.2, minimum.longitudeDelta)))
    }

    @ViewBuilder
    private func place(_ element: MapElement, _ projection: MapProjection) -> some View {
        switch element.placement {
        case .anchored(let coordinate, let anchor):
            let point = projection.point(coordinate)
            element.view
                .onTapGesture { if let tag = element.tag { select?(tag) } }
                .fixedSize()
                .frame(
                    width: 0, height: 0,
                    alignment: Alignment(
                        horizontal: anchor.x < 0.34 ? .leading : anchor.x > 0.66 ? .trailing : .center,
                        vertical: anchor.y < 0.34 ? .top : anchor.y > 0.66 ? .bottom : .center)
                )
                .position(point)
        case .circle(let center, let radius):
            let diameter = 2 * max(radius, 0) * projection.pointsPerMetre(at: center)
            element.view.frame(width: diameter, height: diameter).position(projection.point(center))
        case .line(let coordinates, let style, let lineWidth):
            Path { path in path.addLines(coordinates.map(projection.point)) }.stroke(style, lineWidth: lineWidth)
        }
    }
}
