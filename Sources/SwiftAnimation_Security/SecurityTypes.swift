@_exported import Foundation

/// A result code of Security's functions (`errSecSuccess` is 0).
public typealias OSStatus = Int32

/// A Core Foundation dictionary, as Security's functions take their
/// queries: Foundation's `NSDictionary` (a Swift dictionary converts with
/// `as CFDictionary`).
public typealias CFDictionary = NSDictionary
/// A Core Foundation string: Foundation's `NSString`.
public typealias CFString = NSString
/// A Core Foundation object of any kind.
public typealias CFTypeRef = AnyObject
/// Core Foundation bytes: Foundation's `NSData`.
public typealias CFData = NSData
/// A Core Foundation array: Foundation's `NSArray`.
public typealias CFArray = NSArray
/// A Core Foundation Boolean: Foundation's `NSNumber`.
public typealias CFBoolean = NSNumber

/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// No error.
public let errSecSuccess: OSStatus = 0
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A parameter was not valid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// The item already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// The item was not found.
public let errSecItemNotFound: OSStatus = -25300
/// Interaction is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// The entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// The text of a result code.
///
/// - Parameters:
///   - status: The code.
///   - reserved: Unused (`nil`).
/// - Returns: The message.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let text: String =
        switch status {
        case errSecSuccess: "No error."
        case errSecUnimplemented: "Function or operation not implemented."
        case errSecParam: "One or more parameters passed to a function were not valid."
        case errSecAllocate: "Failed to allocate memory."
        case errSecUserCanceled: "User canceled the operation."
        case errSecAuthFailed: "The user name or passphrase you entered is not correct."
        case errSecDuplicateItem: "The specified item already exists in the keychain."
        case errSecItemNotFound: "The specified item could not be found in the keychain."
        case errSecInteractionNotAllowed: "User interaction is not allowed."
        case errSecDecode: "Unable to decode the provided data."
        case errSecMissingEntitlement: "A required entitlement isn't present."
        default: "OSStatus \(status)"
        }
    return NSString(string: text)
}

/// A source of random bytes.
public final class SecRandom: @unchecked Sendable {}
/// A source of random bytes (Security's `SecRandomRef`).
public typealias SecRandomRef = SecRandom
/// The default source of random bytes.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills a buffer with cryptographically secure random bytes (the system's
/// generator, as Swift's `SystemRandomNumberGenerator`).
///
/// - Parameters:
///   - rnd: The source (`kSecRandomDefault`).
///   - count: How many bytes.
///   - bytes: Where to write them.
/// - Returns: `errSecSuccess`, or `errSecParam` for a negative count or no
///   buffer.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer?) -> Int32 {
    guard count >= 0, let bytes = bytes ?? (count == 0 ? UnsafeMutableRawPointer(bitPattern: 1) : nil) else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    for index in 0..<count { bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self) }
    return errSecSuccess
}
