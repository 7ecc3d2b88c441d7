import Foundation

/// What a fetch selects and in what order, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model meets to be fetched (every model if `nil`).
    public var predicate: Predicate<T>?
    /// The order of the results (the order models were saved in, then
    /// inserted, if empty).
    public var sortBy: [SortDescriptor<T>]
    /// The most models to fetch (all if `nil`).
    public var fetchLimit: Int?
    /// How many of the ordered results to skip.
    public var fetchOffset: Int?
    /// Whether models inserted and deleted but not yet saved count (they
    /// do by default).
    public var includePendingChanges: Bool = true
    /// The properties to fetch (every property is in memory: no difference).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to fetch at once (no difference in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    ///
    /// - Parameters:
    ///   - predicate: The condition (every model if `nil`).
    ///   - sortBy: The order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }

    /// Applies the descriptor to `models`: filters, sorts, then skips
    /// `fetchOffset` and keeps `fetchLimit`. A negative offset or limit
    /// counts as none; a limit of 0 keeps nothing.
    func apply(to models: [T]) throws -> [T] {
        var result = models
        if let predicate { result = try result.filter { try predicate.evaluate($0) } }
        if !sortBy.isEmpty { result.sort(using: sortBy) }
        if let fetchOffset, fetchOffset > 0 { result = Array(result.dropFirst(fetchOffset)) }
        if let fetchLimit, fetchLimit >= 0 { result = Array(result.prefix(fetchLimit)) }
        return result
    }
}
