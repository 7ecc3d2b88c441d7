import Foundation
import Synchronization

/// The identifier of a managed object, as Core Data's `NSManagedObjectID`:
/// temporary (`isTemporaryID`) until the object's context saves it, then
/// permanent, with a URI of the form
/// `x-coredata://<store>/<Entity>/p<number>` (a temporary one ends in
/// `t<number>`).
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The name of the object's entity.
    public let entityName: String
    /// The store's identifier (`nil` while temporary).
    let store: UUID?
    let number: Int

    init(entityName: String, store: UUID?, number: Int) {
        self.entityName = entityName
        self.store = store
        self.number = number
        super.init()
    }

    /// Whether the identifier is temporary (its object is not saved yet).
    public var isTemporaryID: Bool { store == nil }

    /// The identifier as a URI.
    public func uriRepresentation() -> URL {
        let host = store?.uuidString ?? "temporary"
        return URL(string: "x-coredata://\(host)/\(entityName)/\(isTemporaryID ? "t" : "p")\(number)")!
    }

    /// Whether another identifier names the same object.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.entityName == entityName && other.store == store && other.number == number
    }

    /// A hash of the entity, store and number.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entityName)
        hasher.combine(store)
        hasher.combine(number)
        return hasher.finalize()
    }

    /// A description for debugging.
    public override var description: String {
        "<\(uriRepresentation().absoluteString)>"
    }

    private static let temporaryNumbers = Mutex(0)

    /// The next temporary number of the process.
    static func nextTemporaryNumber() -> Int {
        temporaryNumbers.withLock {
            $0 += 1
            return $0
        }
    }
}

/// What a fetch request can return: managed objects, their IDs, and
/// dictionaries and numbers (`NSFetchRequestResult`).
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
