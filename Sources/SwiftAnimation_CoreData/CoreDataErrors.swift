import Foundation

/// Core Data's general error code (in `NSCocoaErrorDomain`).
public let NSCoreDataError = 134060
/// The code of an error of a context used outside its queue's block.
public let NSManagedObjectContextLockingError = 132000
/// The code of an error of a store type that does not exist.
public let NSPersistentStoreInvalidTypeError = 134000
/// The code of an error of an object ID whose object is gone.
public let NSManagedObjectReferentialIntegrityError = 133000
/// The code of a validation error of a required property without a value.
public let NSValidationMissingMandatoryPropertyError = 1570

/// A Core Data error: an `NSError` of `NSCocoaErrorDomain`, as Core Data
/// throws them, with the message as its description.
func coreDataError(_ code: Int, _ message: String) -> NSError {
    NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
}
