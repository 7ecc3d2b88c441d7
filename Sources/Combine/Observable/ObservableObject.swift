/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange``
/// publisher that emits before any of its `@Published` properties changes.
/// An object that declares its own `objectWillChange` sends on it itself.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before any `@Published` property of the
    /// object changes.
    ///
    /// The object's `@Published` properties, its superclasses' included,
    /// share one publisher, made the first time it is asked for (they are
    /// found by reflection, as Combine finds them); every later call returns
    /// the same one. An object without `@Published` properties gets a new
    /// publisher at each call, which never emits unless sent to.
    public nonisolated var objectWillChange: ObservableObjectPublisher {
        var boxes: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let property = child.value as? any PublishedProperty else { continue }
                let box = property.publishedStorage
                if let publisher = box.objectWillChange { return publisher }
                boxes.append(box)
            }
            mirror = current.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.objectWillChange = publisher }
        return publisher
    }
}

/// A publisher that publishes changes from observable objects.
///
/// A subscriber receives every ``send()`` made after it has requested
/// anything, whatever its demand: an object's announcements are not
/// counted.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Void

    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches the specified subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void {
        core.attach(subscriber, mode: .afterFirstRequest, name: "ObservableObjectPublisher")
    }

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        core.send(())
    }
}
