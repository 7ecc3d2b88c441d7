extension HTMLPlayer {
    /// A page served by an inspector (`animate preview --inspect`), which
    /// records the view again on request: each transaction row gets
    /// "freeze here" (its attribute's animations hold from the playhead
    /// while the rest play) and "solo" (only its animations play), and the
    /// page a "clear" button. The page posts the new freezes to
    /// ``endpoint`` and reloads at the frame it showed.
    public struct Inspection: Codable, Sendable, Equatable {
        /// The freezes of the recording shown.
        public var freezes: [AnimationFreeze]
        /// The attribute soloed in it, if any.
        public var solo: String?
        /// Where the page posts the next freezes and solo (JSON of this
        /// type, without the endpoint): a path on the page's server.
        public var endpoint: String

        /// Creates an inspection.
        ///
        /// - Parameters:
        ///   - freezes: The recording's freezes.
        ///   - solo: Its soloed attribute.
        ///   - endpoint: Where to post the next ones.
        public init(freezes: [AnimationFreeze] = [], solo: String? = nil, endpoint: String = "/record") {
            self.freezes = freezes
            self.solo = solo
            self.endpoint = endpoint
        }
    }

    /// What a page posts: the next freezes and solo.
    public struct InspectionRequest: Codable, Sendable, Equatable {
        /// The freezes to record with.
        public var freezes: [AnimationFreeze]
        /// The attribute to solo, if any.
        public var solo: String?

        /// Creates a request.
        ///
        /// - Parameters:
        ///   - freezes: The freezes.
        ///   - solo: The soloed attribute.
        public init(freezes: [AnimationFreeze], solo: String?) {
            self.freezes = freezes
            self.solo = solo
        }
    }

    /// The inspection's status line and clear button; empty on a page that
    /// is not served by an inspector.
    var inspectionBar: String {
        guard let inspection else { return "" }
        let frozen = inspection.freezes.map { "\(SVGFormat.escaped($0.attribute)) from \(SVGFormat.number($0.time)) s" }
        let parts = frozen.map { "frozen: " + $0 } + (inspection.solo.map { ["solo: " + SVGFormat.escaped($0)] } ?? [])
        return
            "<div class=\"controls\" id=\"inspection\"><span id=\"inspection-state\">\(parts.isEmpty ? "every animation plays" : parts.joined(separator: "; "))</span>"
            + "<button id=\"inspection-clear\">clear</button><span id=\"inspection-status\"></span></div>"
    }
}
