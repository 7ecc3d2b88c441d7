import Foundation

/// The keychain of the headless host: items in memory for the life of the
/// process (a device's keychain outlives the app; this one starts empty
/// at each launch), shared by every thread.
final class Keychain: @unchecked Sendable {
    struct Item {
        var itemClass: String
        var attributes: [String: Any]
        var data: Data?
    }

    static let shared = Keychain()
    private let lock = NSLock()
    private var items: [Item] = []

    /// The attributes that name an item of a class: two items of a class
    /// may not share them all.
    private static let primaryKeys: [String: [String]] = [
        "genp": ["acct", "svce", "agrp", "sync"],
        "inet": ["acct", "srvr", "ptcl", "port", "path", "agrp", "sync"]
    ]

    /// The keys of a query that are not attributes.
    private static func isAttribute(_ key: String) -> Bool {
        key != "class" && key != "v_Data" && !key.hasPrefix("r_") && !key.hasPrefix("m_") && !key.hasPrefix("u_") && key != "nleg"
    }

    /// A value as it compares: strings, bytes, dates and numbers (Booleans
    /// are numbers, as in Core Foundation).
    static func normalized(_ value: Any) -> AnyHashable? {
        if let string = value as? String { return string }
        if let data = value as? Data { return data }
        if let date = value as? Date { return date }
        if let number = value as? NSNumber { return number.doubleValue }
        if let bool = value as? Bool { return bool ? 1.0 : 0.0 }
        if let int = value as? Int { return Double(int) }
        return nil
    }

    private static func matches(_ item: Item, _ query: [String: Any]) -> Bool {
        guard let itemClass = query["class"].flatMap(normalized) as? String, itemClass == item.itemClass else { return false }
        for (key, value) in query where isAttribute(key) {
            if key == "sync", normalized(value) as? String == "syna" { continue }
            guard let wanted = normalized(value), let held = item.attributes[key].flatMap(normalized), wanted == held else { return false }
        }
        if query["sync"] == nil, let sync = item.attributes["sync"].flatMap(normalized) as? Double, sync != 0 { return false }
        return true
    }

    private static func sameName(_ a: Item, _ b: Item) -> Bool {
        guard a.itemClass == b.itemClass else { return false }
        let keys = primaryKeys[a.itemClass] ?? Array(Set(a.attributes.keys).union(b.attributes.keys))
        return keys.allSatisfy { key in
            a.attributes[key].flatMap(normalized) == b.attributes[key].flatMap(normalized)
        }
    }

    func add(_ query: [String: Any]) -> OSStatus {
        guard let itemClass = query["class"].flatMap(Self.normalized) as? String else { return errSecParam }
        var attributes = query.filter { Self.isAttribute($0.key) }
        let now = Date()
        attributes["cdat"] = now
        attributes["mdat"] = now
        let item = Item(itemClass: itemClass, attributes: attributes, data: query["v_Data"] as? Data)
        return lock.withLock {
            if items.contains(where: { Self.sameName($0, item) }) { return errSecDuplicateItem }
            items.append(item)
            return errSecSuccess
        }
    }

    func copyMatching(_ query: [String: Any]) -> (OSStatus, AnyObject?) {
        guard query["class"] != nil else { return (errSecParam, nil) }
        let found = lock.withLock { items.filter { Self.matches($0, query) } }
        guard !found.isEmpty else { return (errSecItemNotFound, nil) }
        let all = query["m_Limit"].flatMap(Self.normalized) as? String == "m_LimitAll"
        let returnsData = (query["r_Data"].flatMap(Self.normalized) as? Double ?? 0) != 0
        let returnsAttributes = (query["r_Attributes"].flatMap(Self.normalized) as? Double ?? 0) != 0
        func result(_ item: Item) -> AnyObject? {
            if returnsAttributes {
                var dictionary = item.attributes
                dictionary["class"] = item.itemClass
                if returnsData, let data = item.data { dictionary["v_Data"] = data }
                return NSDictionary(dictionary: dictionary)
            }
            if returnsData { return item.data.map { NSData(data: $0) } }
            return nil
        }
        if all {
            let results = found.compactMap(result)
            return (errSecSuccess, results.isEmpty ? nil : NSArray(array: results))
        }
        return (errSecSuccess, result(found[0]))
    }

    func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
        guard query["class"] != nil, changes["class"] == nil else { return errSecParam }
        return lock.withLock {
            let indices = items.indices.filter { Self.matches(items[$0], query) }
            guard !indices.isEmpty else { return errSecItemNotFound }
            var updated = items
            for index in indices {
                if let data = changes["v_Data"] { updated[index].data = data as? Data }
                for (key, value) in changes where Self.isAttribute(key) { updated[index].attributes[key] = value }
                updated[index].attributes["mdat"] = Date()
            }
            for index in indices where updated.indices.contains(where: { $0 != index && Self.sameName(updated[$0], updated[index]) }) {
                return errSecDuplicateItem
            }
            items = updated
            return errSecSuccess
        }
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        guard query["class"] != nil else { return errSecParam }
        return lock.withLock {
            let before = items.count
            items.removeAll { Self.matches($0, query) }
            return items.count == before ? errSecItemNotFound : errSecSuccess
        }
    }
}

private func dictionary(_ query: CFDictionary) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in query {
        if let key = key as? String { result[key] = value }
    }
    return result
}

/// Adds an item to the keychain (in memory on the headless host: see
/// `Keychain`).
///
/// - Parameters:
///   - attributes: The item's class, attributes and `kSecValueData`.
///   - result: Where to write what the query asks back (nothing is).
/// - Returns: `errSecSuccess`, `errSecDuplicateItem` when an item of the
///   class has the same account, service, access group (and server, for
///   Internet passwords), or `errSecParam` without a class.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return Keychain.shared.add(dictionary(attributes))
}

/// Finds keychain items: the first (`kSecMatchLimitOne`, the default) or
/// all (`kSecMatchLimitAll`, an array); each as its data
/// (`kSecReturnData`) or its attributes (`kSecReturnAttributes`, with the
/// data under `kSecValueData` when both are asked).
///
/// - Parameters:
///   - query: The class and the attributes to match.
///   - result: Where to write the match.
/// - Returns: `errSecSuccess`, `errSecItemNotFound` or `errSecParam`.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, found) = Keychain.shared.copyMatching(dictionary(query))
    result?.pointee = found
    return status
}

/// Changes the items that match a query.
///
/// - Parameters:
///   - query: The class and the attributes to match.
///   - attributesToUpdate: The new attributes and data (no class).
/// - Returns: `errSecSuccess`, `errSecItemNotFound`, `errSecDuplicateItem`
///   or `errSecParam`.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(dictionary(query), dictionary(attributesToUpdate))
}

/// Deletes every item that matches a query.
///
/// - Parameter query: The class and the attributes to match.
/// - Returns: `errSecSuccess`, `errSecItemNotFound` or `errSecParam`.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.shared.delete(dictionary(query))
}
