/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a
/// publisher of this type, reached with the `$` operator. When the property
/// changes, publishing occurs in the property's `willSet` block: the
/// enclosing object's `objectWillChange` emits first, then subscribers of
/// `$property` receive the new value, before it is actually set on the
/// property. `@Published` is only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    /// Where the value lives, shared by copies of the wrapper.
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The property's value: reached through the enclosing class instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// The ``Published/projectedValue`` is the property accessed with the
    /// `$` operator. Setting it (``Publisher/assign(to:)``) connects a
    /// publisher whose values set the property.
    public var projectedValue: Publisher {
        mutating get { Publisher(box) }
        set { box.adopt(newValue) }
    }

    /// The value of a `@Published` property of `object`: setting it
    /// announces the change (the object's `objectWillChange`, then
    /// `$property`'s subscribers), then stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It sends the property's current value to a subscriber as soon as it
    /// requests one, then each new value as it is set.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        init(_ box: PublishedBox<Value>) {
            self.box = box
        }

        /// Attaches the specified subscriber.
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// What ``ObservableObject``'s synthesized `objectWillChange` looks for: a
/// `@Published` property's storage.
protocol PublishedProperty {
    var publishedStorage: any PublishedStorage { get }
}

/// A `@Published` property's storage, seen without its value's type.
protocol PublishedStorage: AnyObject {
    /// The enclosing object's publisher, once it was asked for.
    var objectWillChange: ObservableObjectPublisher? { get set }
}

extension Published: PublishedProperty {
    var publishedStorage: any PublishedStorage { box }
}

/// The storage of a `@Published` property: its value, the subject of
/// `$property` (made when first subscribed to), the object's publisher,
/// and the publishers `assign(to:)` connected.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
    private let lock = Lock()
    private var stored: Value
    private var madeSubject: CurrentValueSubject<Value, Never>?
    private var assigned: [AnyCancellable] = []
    private var publisher: ObservableObjectPublisher?

    init(_ value: Value) {
        stored = value
    }

    var objectWillChange: ObservableObjectPublisher? {
        get { lock.withLock { publisher } }
        set { lock.withLock { publisher = newValue } }
    }

    var value: Value { lock.withLock { stored } }

    /// The subject of `$property`, which holds the value from then on.
    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let madeSubject { return madeSubject }
            let subject = CurrentValueSubject<Value, Never>(stored)
            madeSubject = subject
            return subject
        }
    }

    /// Announces `newValue` and stores it.
    func set(_ newValue: Value) {
        let (publisher, subject) = lock.withLock { (self.publisher, madeSubject) }
        publisher?.send()
        subject?.send(newValue)
        lock.withLock { stored = newValue }
    }

    /// Connects the publisher `$property` was set to: its values set the
    /// property, for as long as the property lives.
    func adopt(_ newValue: Published<Value>.Publisher) {
        guard newValue.box !== self else { return }
        let connection = newValue.sink { [weak self] in self?.set($0) }
        lock.withLock { assigned.append(connection) }
    }

    /// Connects `upstream` (`assign(to:)`): its values set the property.
    func adopt<P: Combine.Publisher>(_ upstream: P) where P.Output == Value, P.Failure == Never {
        let connection = upstream.sink { [weak self] in self?.set($0) }
        lock.withLock { assigned.append(connection) }
    }
}
