import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes an instance of an `NSObject` subclass from its type, as UIKit's
/// `[[DelegateClass alloc] init]` does for `@UIApplicationDelegateAdaptor`.
///
/// Swift calls an initializer through a metatype only when it is
/// `required`, which `NSObject`'s `init()` is not on Linux; but every
/// subclass's `init()` has its place in the class's table of methods (a
/// class without one of its own traps there, "use of unimplemented
/// initializer", as on iOS). The runtime looks that implementation up
/// (`swift_lookUpClassMethod`, with `NSObject.init()`'s method descriptor,
/// which Foundation exports) and it is called as Swift would call it.
/// `nil` when Foundation's symbols cannot be found (a statically linked
/// program).
enum NSObjectMaker {
    /// `NSObject.init()`'s method descriptor and `NSObject`'s class descriptor.
    nonisolated(unsafe) private static let symbols: (method: UnsafeRawPointer, classDescriptor: UnsafeRawPointer)? = {
        guard let image = dlopen(nil, RTLD_NOW),
            let method = dlsym(image, "$s10Foundation8NSObjectCACycfCTq"),
            let descriptor = dlsym(image, "$s10Foundation8NSObjectCMn")
        else { return nil }
        return (UnsafeRawPointer(method), UnsafeRawPointer(descriptor))
    }()

    /// An instance of `type`, made by its `init()`.
    static func make<T: NSObject>(_ type: T.Type) -> T? {
        guard let (method, classDescriptor) = symbols else { return nil }
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        guard let implementation = lookUpClassMethod(metadata, method, classDescriptor),
            let object = callAllocatingInit(implementation, metadata)
        else { return nil }
        return Unmanaged<NSObject>.fromOpaque(object).takeRetainedValue() as? T
    }
}

/// The runtime's `swift_lookUpClassMethod`, through the shim CSwiftRuntimeShims
/// defines in Swift's calling convention (no Swift module imports that C
/// module: see its header).
@_silgen_name("swift_animation_look_up_class_method")
private func lookUpClassMethod(
    _ metadata: UnsafeRawPointer, _ method: UnsafeRawPointer, _ description: UnsafeRawPointer
) -> UnsafeRawPointer?

/// Calls an allocating initializer with its metatype as `self`, returning
/// the +1 object (CSwiftRuntimeShims' shim).
@_silgen_name("swift_animation_call_allocating_init")
private func callAllocatingInit(_ function: UnsafeRawPointer, _ metatype: UnsafeRawPointer) -> UnsafeMutableRawPointer?
