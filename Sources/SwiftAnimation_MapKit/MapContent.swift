import AnimationCore
import AnimationViews
import Foundation

/// Something drawn on a map: markers, annotations, circles, lines, as
/// MapKit's `MapContent`. Content of your own has a `body` of other
/// content.
public protocol MapContent {
    /// The content this content is made of.
    associatedtype Body: MapContent
    /// The content this content is made of.
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {
    /// No content.
    public var body: Never { return fatalError("Never has no body") }
}

/// What a map draws of one piece of content: where, how it is anchored,
/// and the view.
struct MapElement {
    enum Placement {
        /// A view anchored at a coordinate.
        case anchored(CLLocationCoordinate2D, UnitPoint)
        /// A circle of a radius in metres.
        case circle(CLLocationCoordinate2D, radius: Double)
        /// A line through coordinates, in a style and width.
        case line([CLLocationCoordinate2D], AnyShapeStyle, CGFloat)
    }

    let placement: Placement
    let view: AnyView
    let tag: AnyHashable?
    /// The coordinates `.automatic` frames.
    var coordinates: [CLLocationCoordinate2D] {
        switch placement {
        case .anchored(let coordinate, _), .circle(let coordinate, _): return [coordinate]
        case .line(let coordinates, _, _): return coordinates
        }
    }
}

/// Content that draws itself (the primitives).
protocol PrimitiveMapContent {
    func mapElements() -> [MapElement]
}

extension MapContent {
    /// The elements of the content, its body's if it is not a primitive.
    func mapElements() -> [MapElement] {
        if let primitive = self as? any PrimitiveMapContent { return primitive.mapElements() }
        return body.mapElements()
    }
}

/// Several pieces of content.
public struct MapContentGroup: MapContent, PrimitiveMapContent {
    let parts: [any MapContent]

    /// No body: the group draws its parts.
    public var body: Never { return fatalError("MapContentGroup has no body") }

    func mapElements() -> [MapElement] { parts.flatMap { $0.mapElements() } }
}

/// Builds a map's content from statements, as MapKit's
/// `MapContentBuilder`: content, `if`, `switch`, `for` and `ForEach`
/// (a `ForEach` of map content is map content).
@resultBuilder
public enum MapContentBuilder {
    /// Content as it is.
    public static func buildExpression<Content: MapContent>(_ content: Content) -> any MapContent { content }

    /// The statements' content.
    public static func buildBlock(_ parts: any MapContent...) -> MapContentGroup { MapContentGroup(parts: parts) }

    /// An `if` without `else`.
    public static func buildOptional(_ part: MapContentGroup?) -> any MapContent { part ?? MapContentGroup(parts: []) }

    /// The first branch.
    public static func buildEither(first: MapContentGroup) -> any MapContent { first }

    /// The second branch.
    public static func buildEither(second: MapContentGroup) -> any MapContent { second }

    /// A `for` loop.
    public static func buildArray(_ parts: [MapContentGroup]) -> any MapContent { MapContentGroup(parts: parts) }

    /// `if #available`.
    public static func buildLimitedAvailability(_ part: any MapContent) -> any MapContent { part }
}

extension ForEach: MapContent, PrimitiveMapContent where Content: MapContent {
    func mapElements() -> [MapElement] { data.flatMap { content($0).mapElements() } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: MapContent {
    /// Map content for each element of a collection.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The content of one.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: MapContent {
    /// Map content for each element of a collection, identified by a key
    /// path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of their identity.
    ///   - content: The content of one.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}
