/// A binding to a mutable collection is a collection of bindings to its
/// elements, as in SwiftUI: `ForEach($items) { $item in … }`.
///
/// A binding to an element reads and writes the element at its index in
/// the collection the source holds at the time. When the collection no
/// longer has that index (the element was removed), the binding reads the
/// element's last value (read or written through it) and ignores writes,
/// where SwiftUI traps.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to an element.
    public typealias Element = Binding<Value.Element>
    /// Iterates over the bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A range of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first index.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The index past the last.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The indices of the collection.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i`.
    ///
    /// - Parameter i: An index.
    /// - Returns: The next index.
    public func index(after i: Value.Index) -> Value.Index {
        wrappedValue.index(after: i)
    }

    /// Moves `i` to the next index.
    ///
    /// - Parameter i: The index to move.
    public func formIndex(after i: inout Value.Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`.
    ///
    /// - Parameter position: The element's index.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let base = self
        var last = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let collection = base.wrappedValue
                if collection.indices.contains(position) { last = collection[position] }
                return last
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard collection.indices.contains(position) else { return }
                last = newValue
                collection[position] = newValue
                base.wrappedValue = collection
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i`.
    ///
    /// - Parameter i: An index.
    /// - Returns: The previous index.
    public func index(before i: Value.Index) -> Value.Index {
        wrappedValue.index(before: i)
    }

    /// Moves `i` to the previous index.
    ///
    /// - Parameter i: The index to move.
    public func formIndex(before i: inout Value.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to an optional value, from a binding to the value.
    ///
    /// - Parameter base: The binding.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of an optional, or `nil` when it is `nil` now.
    /// Writes go to the source while it holds a value.
    ///
    /// - Parameter base: The binding to the optional.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            },
            set: {
                last = $0
                base.wrappedValue = $0
            })
    }
}
