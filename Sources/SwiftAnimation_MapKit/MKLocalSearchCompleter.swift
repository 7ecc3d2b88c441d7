import AnimationViews
import Foundation

/// A completion a search completer offers, as MapKit's
/// `MKLocalSearchCompletion`: a title and subtitle, with the ranges that
/// match the query.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The place's or query's name.
    open private(set) var title: String
    /// The ranges of the title that match the query.
    open private(set) var titleHighlightRanges: [NSValue]
    /// Where it is.
    open private(set) var subtitle: String
    /// The ranges of the subtitle that match the query.
    open private(set) var subtitleHighlightRanges: [NSValue]

    /// A completion (MapKit makes them; this one is for tests and previews).
    ///
    /// - Parameters:
    ///   - title: The name.
    ///   - subtitle: Where it is.
    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        titleHighlightRanges = []
        subtitleHighlightRanges = []
    }
}

/// What a search completer tells its delegate, as MapKit's protocol (both
/// methods have defaults that do nothing).
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    /// The results changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Completing failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Completions of a partial query, as MapKit's `MKLocalSearchCompleter`.
/// Completing needs Apple's servers, as ``MKLocalSearch`` does: on the
/// headless host a non-empty ``queryFragment`` makes the delegate hear
/// `MKError.serverFailure` on the main queue (the host is warned once);
/// an empty one clears ``results`` and reports the update.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The kinds of completion to offer.
    public struct ResultType: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Queries.
        public static let query = ResultType(rawValue: 1 << 2)
    }

    /// Who hears of results.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The partial query: setting it starts completing.
    open var queryFragment = "" {
        didSet { complete() }
    }
    /// Where to prefer results.
    open var region = MKCoordinateRegion()
    /// The kinds of completion offered (all by default).
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// The completions so far.
    open private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether completing is under way (never, on the headless host).
    open var isSearching: Bool { false }

    /// A completer.
    public override init() {}

    /// Cancels completing.
    open func cancel() {}

    private func complete() {
        if queryFragment.isEmpty {
            results = []
            deliver { $0.completerDidUpdateResults($1) }
        } else {
            CurrentHost.warn("MKLocalSearchCompleter: completing needs Apple's servers; the headless host answers MKError.serverFailure")
            deliver { $0.completer($1, didFailWithError: MKError(.serverFailure)) }
        }
    }

    private func deliver(_ call: @escaping @Sendable (any MKLocalSearchCompleterDelegate, MKLocalSearchCompleter) -> Void) {
        DispatchQueue.main.async { [self] in
            guard let delegate else { return }
            call(delegate, self)
        }
    }
}

extension MKLocalSearch.Request {
    /// A request for a completion's place.
    ///
    /// - Parameter completion: The completion.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init(naturalLanguageQuery: completion.subtitle.isEmpty ? completion.title : "\(completion.title), \(completion.subtitle)")
    }
}
