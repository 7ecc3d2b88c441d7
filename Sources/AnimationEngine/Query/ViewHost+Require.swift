import AnimationCore
import Foundation

/// A view a test required (``ViewHost/require(text:)`` and its siblings)
/// that the host does not draw: what was asked for, and what is drawn,
/// the closest names first, so the failure says what the test probably
/// meant.
///
///     No view shows the text "Sav". Drawn now, closest first:
///       text "Save" at (20, 40, 60 × 20)
///       text "Cancel" at (100, 40, 60 × 20)
public struct ViewNotFound: Error, CustomStringConvertible, Sendable {
    /// What was asked for: `text "Sav"`, `image "star"`, `id "save"`,
    /// `label "Save"`.
    public let query: String
    /// What is drawn, as ``DrawnView/summary`` lines, the closest names
    /// first (by edit distance, then back to front).
    public let drawn: [String]

    /// The most views the description lists.
    public static let listed = 12

    /// The query, then the views drawn, a line each.
    public var description: String {
        guard !drawn.isEmpty else { return "No view shows the \(query): the host draws nothing." }
        var text = "No view shows the \(query). Drawn now, closest first:"
        for line in drawn.prefix(Self.listed) { text += "\n  \(line)" }
        if drawn.count > Self.listed { text += "\n  … and \(drawn.count - Self.listed) more" }
        return text
    }
}

extension ViewHost {
    /// The first view that shows this text, as ``find(text:)`` finds it;
    /// a test that needs it fails with what is drawn instead:
    /// `let save = try host.require(text: "Save")`.
    ///
    /// - Parameter text: The characters.
    /// - Returns: The view.
    /// - Throws: ``ViewNotFound``, listing the views drawn, closest first.
    public func require(text: String) throws -> DrawnView {
        try required(find(text: text), "text", text) { $0.text }
    }

    /// The first image of this name, as ``find(image:)`` finds it.
    ///
    /// - Parameter image: The asset's or the symbol's name.
    /// - Returns: The view.
    /// - Throws: ``ViewNotFound``, listing the views drawn, closest first.
    public func require(image: String) throws -> DrawnView {
        try required(find(image: image), "image", image) { $0.imageName?.replacingOccurrences(of: "system:", with: "") }
    }

    /// The first view with this accessibility identifier, as
    /// ``find(id:)`` finds it.
    ///
    /// - Parameter id: The identifier.
    /// - Returns: The view.
    /// - Throws: ``ViewNotFound``, listing the views drawn, closest first.
    public func require(id: String) throws -> DrawnView {
        try required(find(id: id), "id", id) { $0.accessibilityIdentifier }
    }

    /// The first view with this accessibility label, as ``find(label:)``
    /// finds it.
    ///
    /// - Parameter label: The label.
    /// - Returns: The view.
    /// - Throws: ``ViewNotFound``, listing the views drawn, closest first.
    public func require(label: String) throws -> DrawnView {
        try required(find(label: label), "label", label) { $0.accessibilityLabel }
    }

    private func required(_ found: DrawnView?, _ kind: String, _ wanted: String, name: (DrawnView) -> String?) throws -> DrawnView {
        if let found { return found }
        let views = drawnViews
        let ranked = views.indices.sorted { a, b in
            let da = Self.distance(name(views[a]), wanted), db = Self.distance(name(views[b]), wanted)
            return da != db ? da < db : a > b
        }
        throw ViewNotFound(query: "\(kind) \"\(wanted)\"", drawn: ranked.map { views[$0].summary })
    }

    /// The edit distance between two names, case-insensitive; a view
    /// without such a name comes last.
    private static func distance(_ name: String?, _ wanted: String) -> Int {
        guard let name else { return .max }
        let a = Array(name.lowercased()), b = Array(wanted.lowercased())
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where i <= a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
