import AnimationCore
import AnimationViews
import Foundation

/// A view that gives its content a proxy of the map inside it, as
/// MapKit's `MapReader`: the proxy converts between the map's points and
/// coordinates (a tap's location to the coordinate under it).
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    @State private var shown = MapShown()

    /// A reader of the map in its content.
    ///
    /// - Parameter content: The content, from the proxy.
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    /// The content, with the proxy.
    public var body: some View {
        content(MapProxy(shown: shown))
            .environment(\.mapShown, shown)
    }
}

/// Where the map in a ``MapReader`` was last laid out, and what it shows:
/// written by the map when it lays out.
final class MapShown: @unchecked Sendable {
    var projection: MapProjection?
    var geometry: GeometryProxy?
    var region: MKCoordinateRegion?
}

private struct MapShownKey: EnvironmentKey {
    static var defaultValue: MapShown? { nil }
}

extension EnvironmentValues {
    /// The reader that the map in this environment tells where it is.
    var mapShown: MapShown? {
        get { self[MapShownKey.self] }
        set { self[MapShownKey.self] = newValue }
    }
}

/// A proxy of the map in a ``MapReader``, as MapKit's `MapProxy`: it
/// converts with the map as it was last laid out (the headless map is
/// north up and flat), and answers `nil` before the map has been laid out
/// or outside a map.
public struct MapProxy: Sendable {
    let shown: MapShown

    /// The coordinate under a point.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - coordinateSpace: The space the point is in: `.local` is the
    ///     map's own (a tap's location on the map).
    /// - Returns: The coordinate, or `nil` with no map.
    @MainActor public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
        guard let projection = shown.projection, let geometry = shown.geometry, point.x.isFinite, point.y.isFinite else { return nil }
        let origin = geometry.frame(in: coordinateSpace).origin
        return projection.coordinate(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The point of a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - coordinateSpace: The space of the point.
    /// - Returns: The point, or `nil` with no map or an invalid coordinate.
    @MainActor public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let projection = shown.projection, let geometry = shown.geometry, CLLocationCoordinate2DIsValid(coordinate) else { return nil }
        let point = projection.point(coordinate), origin = geometry.frame(in: coordinateSpace).origin
        return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    }

    /// The camera of the region the map shows.
    @MainActor public var camera: MapCamera? {
        shown.region.map { MapCameraUpdateContext(region: $0).camera }
    }

    /// The region the map shows.
    @MainActor public var region: MKCoordinateRegion? { shown.region }
}
