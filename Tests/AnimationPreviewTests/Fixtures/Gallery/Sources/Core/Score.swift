/// A score, in a target of its own.
public struct Score: Equatable {
    public var points: Int
    public var label: String { "\(points) points" }

    public init(points: Int) {
        self.points = points
    }
}
