import AnimationCore
import AnimationViews
import Foundation

/// Map controls, unless hidden.
struct MapControls<Content: View>: View {
    let content: Content
    @Environment(\.mapControlsHidden) private var hidden

    var body: some View {
        if !hidden { VStack(spacing: 8) { content }.padding(8) }
    }
}

private struct MapControlsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MapStyleKey: EnvironmentKey {
    static var defaultValue: MapStyle { .standard }
}

extension EnvironmentValues {
    /// Whether map controls are hidden.
    var mapControlsHidden: Bool {
        get { self[MapControlsHiddenKey.self] }
        set { self[MapControlsHiddenKey.self] = newValue }
    }

    /// The style of the maps in the view.
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the maps in this view: `.imagery` and `.hybrid` draw
    /// a dark ground, `.standard` a light one.
    ///
    /// - Parameter mapStyle: The style.
    /// - Returns: The view with the style.
    nonisolated public func mapStyle(_ mapStyle: MapStyle) -> some View {
        environment(\.mapStyle, mapStyle)
    }

    /// Places map controls over the map, at its top trailing corner, as
    /// MapKit does (a compass and a scale show only while the map turns
    /// or zooms, so they draw nothing here).
    ///
    /// - Parameter content: The controls.
    /// - Returns: The map with its controls.
    @MainActor @preconcurrency
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        overlay(alignment: .topTrailing) { MapControls(content: content()) }
    }

    /// Shows or hides the map's controls.
    ///
    /// - Parameter visibility: `.hidden` hides the controls of
    ///   ``mapControls(_:)`` around this view.
    /// - Returns: The map.
    nonisolated public func mapControlVisibility(_ visibility: Visibility) -> some View {
        environment(\.mapControlsHidden, visibility == .hidden)
    }

    /// Calls `action` with the region a map shows when it appears (the
    /// camera moves by no gesture here, so only then).
    ///
    /// - Parameters:
    ///   - frequency: How often (no difference here).
    ///   - action: What to do with the camera's context.
    /// - Returns: The map that reports its camera.
    nonisolated public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View {
        environment(\.mapCameraActions, MapCameraActions(actions: [action]))
    }

    /// Calls `action` when a map appears (the camera moves by no gesture
    /// here).
    ///
    /// - Parameters:
    ///   - frequency: How often (no difference here).
    ///   - action: What to do.
    /// - Returns: The map that reports its camera.
    nonisolated public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        environment(\.mapCameraActions, MapCameraActions(actions: [{ _ in action() }]))
    }
}

/// What a map calls with its region when it appears (the
/// `onMapCameraChange` actions around it); called on the main actor only.
struct MapCameraActions: @unchecked Sendable {
    var actions: [(MapCameraUpdateContext) -> Void] = []
}

private struct MapCameraActionsKey: EnvironmentKey {
    static var defaultValue: MapCameraActions { MapCameraActions() }
}

extension EnvironmentValues {
    /// The camera actions of the maps in the view.
    var mapCameraActions: MapCameraActions {
        get { self[MapCameraActionsKey.self] }
        set { self[MapCameraActionsKey.self] = newValue }
    }
}

/// The button that centres the map on the user: a 44-point square.
public struct MapUserLocationButton: View {
    /// A button.
    public init(scope: Namespace.ID? = nil) {}

    /// The button.
    public var body: some View {
        Image(systemName: "location")
            .frame(width: 44, height: 44)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
    }
}

/// The button that tilts the map: a 44-point square.
public struct MapPitchToggle: View {
    /// A button.
    public init(scope: Namespace.ID? = nil) {}

    /// The button.
    public var body: some View {
        Text("3D").font(.system(size: 15, weight: .semibold))
            .frame(width: 44, height: 44)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
    }
}

/// The compass: shown only while the map is turned from north, so never
/// here.
public struct MapCompass: View {
    /// A compass.
    public init(scope: Namespace.ID? = nil) {}

    /// Nothing: the map is drawn north up.
    public var body: some View { EmptyView() }
}

/// The scale: shown only while the map zooms, so never here.
public struct MapScaleView: View {
    /// A scale.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}

    /// Nothing: the map does not zoom by gestures.
    public var body: some View { EmptyView() }
}
