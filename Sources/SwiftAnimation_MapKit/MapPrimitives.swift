import AnimationCore
import AnimationViews
import Foundation

/// A balloon marker at a coordinate, with its title below, as MapKit's
/// `Marker`: a 28-point circle in the tint (red by default) holding a pin,
/// its point at the coordinate.
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let label: Label
    let symbol: String
    var tintColor: Color = .red
    var tagValue: AnyHashable?

    /// A marker with a label.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.label = label()
        self.symbol = "mappin"
    }

    /// No body: the map draws the balloon.
    public var body: Never { return fatalError("Marker has no body") }

    /// The marker in another colour.
    public func tint(_ tint: Color) -> Marker {
        var marker = self
        marker.tintColor = tint
        return marker
    }

    /// The marker, selectable as `tag`.
    public func tag<V: Hashable>(_ tag: V) -> Marker {
        var marker = self
        marker.tagValue = AnyHashable(tag)
        return marker
    }

    func mapElements() -> [MapElement] {
        let balloon = Circle()
            .fill(tintColor)
            .frame(width: 28, height: 28)
            .overlay { Image(systemName: symbol).foregroundStyle(.white).font(.system(size: 13, weight: .semibold)) }
            .overlay(alignment: .top) { label.font(.caption).fixedSize().offset(y: 30) }
        return [MapElement(placement: .anchored(coordinate, .bottom), view: AnyView(balloon), tag: tagValue)]
    }
}

extension Marker where Label == Text {
    /// A marker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, symbol: "mappin", label: Text(titleKey))
    }

    /// A marker titled with a string.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, symbol: "mappin", label: Text(title))
    }

    /// A marker with a symbol in its balloon.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, symbol: systemImage, label: Text(title))
    }

    /// A marker with a symbol in its balloon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, symbol: systemImage, label: Text(titleKey))
    }

    /// A marker of a map item, titled with its name.
    public init(item: MKMapItem) {
        self.init(coordinate: item.placemark.coordinate, symbol: "mappin", label: Text(item.name ?? ""))
    }

    init(coordinate: CLLocationCoordinate2D, symbol: String, label: Text) {
        self.coordinate = coordinate
        self.label = label
        self.symbol = symbol
    }
}

/// A view of your own at a coordinate, as MapKit's `Annotation`: the view's
/// `anchor` point (its bottom centre by default) sits on the coordinate,
/// its title below it.
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content
    let label: Label
    var tagValue: AnyHashable?

    /// An annotation with a label view.
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
        self.label = label()
    }

    /// No body: the map draws the view.
    public var body: Never { return fatalError("Annotation has no body") }

    /// The annotation, selectable as `tag`.
    public func tag<V: Hashable>(_ tag: V) -> Annotation {
        var annotation = self
        annotation.tagValue = AnyHashable(tag)
        return annotation
    }

    func mapElements() -> [MapElement] {
        let view = content.overlay(alignment: .bottom) { label.font(.caption).fixedSize().alignmentGuide(.bottom) { $0[.top] - 2 } }
        return [MapElement(placement: .anchored(coordinate, anchor), view: AnyView(view), tag: tagValue)]
    }
}

extension Annotation where Label == Text {
    /// An annotation titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content)
    {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { Text(titleKey) })
    }

    /// An annotation titled with a string.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { Text(title) })
    }
}

/// The user's location (the host's simulated one): a blue dot with a white
/// ring, as MapKit's `UserAnnotation`.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// The user's location.
    public init() {}

    /// No body: the map draws the dot.
    public var body: Never { return fatalError("UserAnnotation has no body") }

    func mapElements() -> [MapElement] {
        let dot = Circle().fill(Color.blue).frame(width: 16, height: 16).overlay { Circle().stroke(Color.white, lineWidth: 3) }
        return [MapElement(placement: .anchored(CLLocationManager.simulatedLocation.coordinate, .center), view: AnyView(dot), tag: nil)]
    }
}

/// A circle of a radius in metres, as MapKit's `MapCircle`: filled in its
/// foreground style (blue at 30 % opacity by default), stroked if asked.
public struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    var fill: AnyShapeStyle = AnyShapeStyle(Color.blue.opacity(0.3))
    var strokeStyle: AnyShapeStyle?
    var lineWidth: CGFloat = 0

    /// A circle.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    /// No body: the map draws the circle.
    public var body: Never { return fatalError("MapCircle has no body") }

    /// The circle filled with a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle {
        var circle = self
        circle.fill = AnyShapeStyle(style)
        return circle
    }

    /// The circle's outline in a style.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapCircle {
        var circle = self
        circle.strokeStyle = AnyShapeStyle(style)
        circle.lineWidth = lineWidth
        return circle
    }

    func mapElements() -> [MapElement] {
        let circle = Circle().fill(fill).overlay { Circle().stroke(strokeStyle ?? AnyShapeStyle(Color.clear), lineWidth: lineWidth) }
        return [MapElement(placement: .circle(center, radius: radius), view: AnyView(circle), tag: nil)]
    }
}

/// A line through coordinates, as MapKit's `MapPolyline`: 3 points wide
/// in blue unless stroked otherwise.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    var style: AnyShapeStyle = AnyShapeStyle(Color.blue)
    var lineWidth: CGFloat = 3

    /// A line through coordinates.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    /// The line in a style.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapPolyline {
        var line = self
        line.style = AnyShapeStyle(style)
        line.lineWidth = lineWidth
        return line
    }

    /// No body: the map draws the line.
    public var body: Never { return fatalError("MapPolyline has no body") }

    func mapElements() -> [MapElement] {
        [MapElement(placement: .line(coordinates, style, lineWidth), view: AnyView(EmptyView()), tag: nil)]
    }

    /// How a line follows the Earth.
    public enum ContourStyle: Sendable {
        /// Straight on the map.
        case straight
        /// Along the great circle.
        case geodesic
    }
}
