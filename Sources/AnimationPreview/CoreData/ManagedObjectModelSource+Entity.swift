import Foundation

extension ManagedObjectModelSource {
    /// An entity of a model's `contents` file.
    struct Entity {
        var name: String
        var className: String
        var parent: String?
        /// `"class"`, `"category"`, or `nil` (manual).
        var generation: String?
        var attributes: [[String: String]] = []
        var relationships: [[String: String]] = []

        /// The entities of a `contents` file, in order.
        static func parse(_ contents: String) -> [Entity] {
            var entities: [Entity] = []
            var current: Entity?
            let tag = try? NSRegularExpression(pattern: #"<(/?)(entity|attribute|relationship)\b([^>]*)>"#)
            let range = NSRange(contents.startIndex..., in: contents)
            for match in tag?.matches(in: contents, range: range) ?? [] {
                guard let kindRange = Range(match.range(at: 2), in: contents), let bodyRange = Range(match.range(at: 3), in: contents) else {
                    continue
                }
                let closing = match.range(at: 1).length > 0
                let kind = contents[kindRange]
                let attributes = Self.attributes(String(contents[bodyRange]))
                switch (kind, closing) {
                case ("entity", false):
                    if let current { entities.append(current) }
                    guard let name = attributes["name"] else {
                        current = nil
                        continue
                    }
                    let className = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) } ?? name
                    current = Entity(
                        name: name, className: className, parent: attributes["parentEntity"], generation: attributes["codeGenerationType"])
                case ("entity", true):
                    if let current { entities.append(current) }
                    current = nil
                case ("attribute", false) where attributes["name"] != nil:
                    current?.attributes.append(attributes)
                case ("relationship", false) where attributes["name"] != nil:
                    current?.relationships.append(attributes)
                default: break
                }
            }
            if let current { entities.append(current) }
            return entities
        }

        /// The `name="value"` pairs of a tag, with XML's entities decoded.
        private static func attributes(_ text: String) -> [String: String] {
            var result: [String: String] = [:]
            let pair = try? NSRegularExpression(pattern: #"([A-Za-z_][\w.-]*)\s*=\s*"([^"]*)""#)
            for match in pair?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? [] {
                guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
                result[String(text[key])] = String(text[value])
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
            return result
        }

        /// The class (for "class" generation), the properties, the
        /// accessors of to-many relationships, and the registration.
        func declarations(model: [String: Entity]) -> [String] {
            let parent = self.parent.flatMap { model[$0] }
            var lines: [String] = []
            if generation == "class" {
                lines += ["public class \(className): \(parent?.className ?? "NSManagedObject") {", "}", ""]
            }
            lines += ["extension \(className) {"]
            lines += [
                "    public class func fetchRequest() -> NSFetchRequest<\(className)> {",
                "        NSFetchRequest<\(className)>(entityName: \"\(name)\")",
                "    }"
            ]
            for attribute in attributes { lines += property(attribute) }
            for relationship in relationships { lines += property(relationship: relationship, model: model) }
            lines.append("}")
            for relationship in relationships where relationship["toMany"] == "YES" { lines += accessors(relationship, model: model) }
            if parent == nil { lines += ["", "extension \(className): Identifiable {}"] }
            let cascades = relationships.filter { $0["deletionRule"] == "Cascade" }.compactMap { $0["name"] }.map { "\"\($0)\"" }
            lines += [
                "",
                "enum _CoreDataEntity_\(identifier(name)): _ManagedEntityRegistration {",
                "    static var entityName: String { \"\(name)\" }",
                "    static var objectClass: NSManagedObject.Type { \(className).self }",
                "    static var cascadingRelationships: [String] { [\(cascades.joined(separator: ", "))] }",
                "}"
            ]
            return lines
        }

        private func identifier(_ text: String) -> String {
            String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        }

        private func property(_ attribute: [String: String]) -> [String] {
            let name = attribute["name"] ?? ""
            let scalar = attribute["usesScalarValueType"] != "NO"
            let fallback = attribute["defaultValueString"]
            let getter: String
            let type: String
            switch (attribute["attributeType"] ?? "", scalar) {
            case ("Integer 16", true), ("Integer 32", true), ("Integer 64", true):
                type = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64"][attribute["attributeType"] ?? ""] ?? "Int64"
                getter = "_integer(\"\(name)\", default: \(Int(fallback.flatMap(Double.init) ?? 0)))"
            case ("Double", true), ("Float", true):
                type = attribute["attributeType"] ?? "Double"
                getter = "_floating(\"\(name)\", default: \(fallback.flatMap(Double.init) ?? 0))"
            case ("Boolean", true):
                type = "Bool"
                getter = "_bool(\"\(name)\", default: \(fallback == "YES" || fallback == "1" ? "true" : "false"))"
            default:
                let object: String
                switch attribute["attributeType"] ?? "" {
                case "Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Boolean": object = "NSNumber"
                case "Decimal": object = "NSDecimalNumber"
                case "Date": object = "Date"
                case "String": object = "String"
                case "Binary": object = "Data"
                case "UUID": object = "UUID"
                case "URI": object = "URL"
                case "ObjectID": object = "NSManagedObjectID"
                default: object = attribute["customClassName"] ?? "NSObject"
                }
                type = object + "?"
                let literal =
                    object == "String"
                    ? fallback.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
                    : nil
                getter = literal.map { "_attribute(\"\(name)\", default: \($0))" } ?? "_attribute(\"\(name)\")"
            }
            return [
                "    public var \(name): \(type) {",
                "        get { \(getter) }",
                "        set { setValue(newValue, forKey: \"\(name)\") }",
                "    }"
            ]
        }

        private func property(relationship: [String: String], model: [String: Entity]) -> [String] {
            let name = relationship["name"] ?? ""
            let toMany = relationship["toMany"] == "YES"
            let type =
                toMany ? (relationship["ordered"] == "YES" ? "NSOrderedSet" : "NSSet") : (relationship["destinationEntity"] ?? "NSManagedObject")
            return [
                "    public var \(name): \(type)? {",
                "        get { _attribute(\"\(name)\") }",
                "        set { _setRelationship(newValue, forKey: \"\(name)\", \(inverse(relationship, model: model))) }",
                "    }"
            ]
        }

        /// The inverse's arguments of a relationship's accessors.
        private func inverse(_ relationship: [String: String], model: [String: Entity]) -> String {
            guard let inverse = relationship["inverseName"] else { return "inverse: nil, inverseIsToMany: false" }
            let target = (relationship["inverseEntity"] ?? relationship["destinationEntity"]).flatMap { model[$0] }
            let toMany = target?.relationships.first { $0["name"] == inverse }?["toMany"] == "YES"
            return "inverse: \"\(inverse)\", inverseIsToMany: \(toMany)"
        }

        private func accessors(_ relationship: [String: String], model: [String: Entity]) -> [String] {
            let name = relationship["name"] ?? ""
            let element = relationship["destinationEntity"] ?? "NSManagedObject"
            let suffix = name.prefix(1).uppercased() + name.dropFirst()
            let collection = relationship["ordered"] == "YES" ? "NSOrderedSet" : "NSSet"
            let arguments = "forKey: \"\(name)\", \(inverse(relationship, model: model))"
            return [
                "",
                "// MARK: Generated accessors for \(name)",
                "extension \(className) {",
                "    public func addTo\(suffix)(_ value: \(element)) { _addToRelationship(value, \(arguments)) }",
                "    public func removeFrom\(suffix)(_ value: \(element)) { _removeFromRelationship(value, \(arguments)) }",
                "    public func addTo\(suffix)(_ values: \(collection)) { _addToRelationship(values, \(arguments)) }",
                "    public func removeFrom\(suffix)(_ values: \(collection)) { _removeFromRelationship(values, \(arguments)) }",
                "}"
            ]
        }

    }
}
