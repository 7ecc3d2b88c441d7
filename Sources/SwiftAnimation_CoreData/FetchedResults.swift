import AnimationRuntime
import AnimationViews
import Combine
import Foundation

/// The objects a ``FetchRequest`` fetched, as SwiftUI's `FetchedResults`:
/// a random-access collection whose order and predicate can be changed
/// (the request fetches again and the view updates).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let objects: [Result]
    let box: FetchRequestBox<Result>

    /// The first index (0).
    public var startIndex: Int { 0 }
    /// The index after the last object.
    public var endIndex: Int { objects.count }
    /// The object at a position.
    public subscript(position: Int) -> Result { objects[position] }

    /// The order, as `NSSortDescriptor`s.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { box.configuration.nsSortDescriptors }
        nonmutating set { box.configuration.nsSortDescriptors = newValue }
    }

    /// The objects to keep (all for `nil`).
    public var nsPredicate: NSPredicate? {
        get { box.configuration.nsPredicate }
        nonmutating set { box.configuration.nsPredicate = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The order, as `SortDescriptor`s.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { box.configuration.sortDescriptors }
        nonmutating set { box.configuration.sortDescriptors = newValue }
    }
}

/// What a fetch request keeps across copies of its view: the request, its
/// configuration, the context it fetches from, and the observer of that
/// context.
final class FetchRequestBox<Result: NSFetchRequestResult> {
    let request: NSFetchRequest<Result>
    let observer: FetchRequestObserver
    var configuration: FetchRequest<Result>.Configuration {
        didSet { observer.changed() }
    }
    private var connected: NSManagedObjectContext?
    /// The objects fetched when the view's body last ran: what the body
    /// and its actions read until the next update (SwiftUI's results
    /// change when the view updates, not as the context changes).
    var snapshot: [Result]?
    private lazy var unconnected = NSManagedObjectContext.environmentDefault()

    init(request: NSFetchRequest<Result>, transaction: Transaction?) {
        self.request = request
        observer = FetchRequestObserver(transaction: transaction)
        configuration = .init(nsPredicate: request.predicate, order: request.sortDescriptors ?? [])
    }

    var context: NSManagedObjectContext { connected ?? unconnected }

    func connect(to context: NSManagedObjectContext) {
        guard context !== connected else { return }
        connected = context
        observer.observe(context)
    }

    /// The objects, fetched now with the current configuration (none when
    /// the fetch fails; the host is warned).
    func fetch() -> [Result] {
        request.sortDescriptors = configuration.nsSortDescriptors
        request.predicate = configuration.nsPredicate
        guard connected != nil else { return [] }
        do {
            return try context.fetch(request)
        } catch {
            CurrentHost.warn("@FetchRequest of \(Result.self): \(error.localizedDescription)")
            return []
        }
    }
}

/// Tells a fetch request's view of its context's changes, in the request's
/// transaction when the change's own has no animation.
final class FetchRequestObserver: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let transaction: Transaction?
    private weak var context: NSManagedObjectContext?

    init(transaction: Transaction?) {
        self.transaction = transaction
    }

    func observe(_ context: NSManagedObjectContext) {
        self.context?.removeObserver(ObjectIdentifier(self))
        self.context?.store?.removeObserver(ObjectIdentifier(self))
        self.context = context
        context.addObserver(ObjectIdentifier(self)) { [weak self] in self?.changed() }
        context.store?.addObserver(ObjectIdentifier(self)) { [weak self] in self?.changed() }
    }

    func changed() {
        if let transaction, Transaction.current?.animation == nil {
            withTransaction(transaction) { objectWillChange.send() }
        } else {
            objectWillChange.send()
        }
    }

    deinit {
        context?.removeObserver(ObjectIdentifier(self))
        context?.store?.removeObserver(ObjectIdentifier(self))
    }
}
