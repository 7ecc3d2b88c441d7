import Foundation

/// A property wrapper type that you use to create a UIKit app delegate, as
/// in SwiftUI:
///
/// ```swift
/// @main struct MyApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The delegate is made with the app; when the app launches (its `main()`)
/// it becomes ``/UIKit/UIApplication/shared``'s delegate and hears the launch.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The delegate, when it could be made.
    let delegate: DelegateType?

    /// Creates the delegate with its `init()`, as SwiftUI does. (If the
    /// program cannot find Foundation's symbols, as when it is linked
    /// statically, the delegate is not made: the app warns when it
    /// launches, and ``wrappedValue`` stops the program with that message.)
    ///
    /// - Parameter delegateType: The delegate's type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = NSObjectMaker.make(delegateType)
    }

    /// The delegate.
    public var wrappedValue: DelegateType {
        guard let delegate else { fatalError(ApplicationDelegates.notMade(DelegateType.self)) }
        return delegate
    }

    /// Bindings to the delegate's properties (`$appDelegate.isReady`),
    /// when the delegate is an `ObservableObject`.
    public var projectedValue: DelegateAdaptorBindings<DelegateType> {
        DelegateAdaptorBindings(delegate: wrappedValue)
    }
}

/// A property wrapper type that you use to create an AppKit app delegate,
/// as in SwiftUI; see ``UIApplicationDelegateAdaptor``.
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
    /// The delegate, when it could be made.
    let delegate: DelegateType?

    /// Creates the delegate with its `init()`, as SwiftUI does. (If the
    /// program cannot find Foundation's symbols, as when it is linked
    /// statically, the delegate is not made: the app warns when it
    /// launches, and ``wrappedValue`` stops the program with that message.)
    ///
    /// - Parameter delegateType: The delegate's type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = NSObjectMaker.make(delegateType)
    }

    /// The delegate.
    public var wrappedValue: DelegateType {
        guard let delegate else { fatalError(ApplicationDelegates.notMade(DelegateType.self)) }
        return delegate
    }

    /// Bindings to the delegate's properties (`$appDelegate.isReady`),
    /// when the delegate is an `ObservableObject`.
    public var projectedValue: DelegateAdaptorBindings<DelegateType> {
        DelegateAdaptorBindings(delegate: wrappedValue)
    }
}

/// The projected value of a delegate adaptor: bindings to the delegate's
/// properties when it is an `ObservableObject`, as SwiftUI's
/// `ObservedObject.Wrapper` gives them. (SwiftUI has no projected value for
/// other delegates; here it has no bindings to give.)
@MainActor @preconcurrency @dynamicMemberLookup
public struct DelegateAdaptorBindings<DelegateType: AnyObject> {
    let delegate: DelegateType

    /// A binding to a property of an observable delegate.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Subject>) -> Binding<Subject>
    where DelegateType: ObservableObject {
        ObservedObject(wrappedValue: delegate).projectedValue[dynamicMember: keyPath]
    }
}

/// An app's delegate adaptors, found in the app's stored properties, and
/// the life-cycle calls an app's `main()` makes on them.
@MainActor
struct ApplicationDelegates {
    var uiKit: [any UIApplicationDelegate] = []
    var appKit: [any NSApplicationDelegate] = []
    /// Why delegates that could not be made were not.
    var notMade: [String] = []

    /// Why a delegate was not made.
    nonisolated static func notMade(_ type: Any.Type) -> String {
        "the app delegate \(type) was not made: its init() could not be found (is the program linked statically?)"
    }

    init(of app: some App) {
        for child in Mirror(reflecting: app).children {
            if let adaptor = child.value as? any ApplicationDelegateAdaptor {
                adaptor.collect(into: &self)
            }
        }
    }

    /// The app has launched: the delegates become the applications'
    /// and hear it, then that it became active.
    func didLaunch() {
        let application = UIApplication.shared
        for delegate in uiKit {
            application.delegate = delegate
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            delegate.applicationDidBecomeActive(application)
        }
        for delegate in appKit {
            NSApplication.shared.delegate = delegate
            delegate.applicationWillFinishLaunching(Notification(name: Notification.Name("NSApplicationWillFinishLaunchingNotification")))
            delegate.applicationDidFinishLaunching(Notification(name: Notification.Name("NSApplicationDidFinishLaunchingNotification")))
            delegate.applicationDidBecomeActive(Notification(name: Notification.Name("NSApplicationDidBecomeActiveNotification")))
        }
    }

    /// The app is about to end.
    func willTerminate() {
        for delegate in uiKit { delegate.applicationWillTerminate(UIApplication.shared) }
        for delegate in appKit {
            delegate.applicationWillTerminate(Notification(name: Notification.Name("NSApplicationWillTerminateNotification")))
        }
    }
}

/// A delegate adaptor, as an app's `main()` finds it.
@MainActor
protocol ApplicationDelegateAdaptor {
    func collect(into delegates: inout ApplicationDelegates)
}

extension UIApplicationDelegateAdaptor: ApplicationDelegateAdaptor {
    func collect(into delegates: inout ApplicationDelegates) {
        if let delegate { delegates.uiKit.append(delegate) } else { delegates.notMade.append(ApplicationDelegates.notMade(DelegateType.self)) }
    }
}

extension NSApplicationDelegateAdaptor: ApplicationDelegateAdaptor {
    func collect(into delegates: inout ApplicationDelegates) {
        if let delegate { delegates.appKit.append(delegate) } else { delegates.notMade.append(ApplicationDelegates.notMade(DelegateType.self)) }
    }
}
