import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import SwiftUIMacros
import Testing

/// SwiftData's `@Model` and `@Query` as the compiler expands them.
@Suite("The @Model and @Query macros")
struct ModelMacroTests {
    let specs: [String: MacroSpec] = [
        "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel", "Observable"]),
        "Relationship": MacroSpec(type: ModelMarkerMacro.self),
        "Attribute": MacroSpec(type: ModelMarkerMacro.self),
        "Transient": MacroSpec(type: ModelMarkerMacro.self),
        "Query": MacroSpec(type: QueryMacro.self)
    ]

    func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], line: UInt = #line) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: specs,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) }, line: line)
    }

    /// Each persisted property is marked `@_PersistedProperty`;
    /// `@Transient`, `let`s and computed properties are left; the
    /// relationship and the unique value are listed.
    @Test func aModelsPropertiesArePersistedAndObserved() {
        expand(
            """
            @Model
            final class Tag {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade) var notes: [Note] = []
                @Transient var cached = 0
                let id = 1
                var label: String { name }
            }
            """,
            """
            final class Tag {
                @_PersistedProperty var name: String
                @_PersistedProperty var notes: [Note] = []
                var cached = 0
                let id = 1
                var label: String { name }

                let _$modelState = _SwiftDataModelState()

                func _$relatedModels() -> [(model: any PersistentModel, cascades: Bool)] {
                    var models: [(model: any PersistentModel, cascades: Bool)] = []
                    models += _SwiftDataRelated.models(in: self._notes, cascades: true)
                    return models
                }

                func _$uniqueValues() -> [AnyHashable?] {
                    [_SwiftDataRelated.hashable(self._name)]
                }
            }

            extension Tag: PersistentModel, Observation.Observable {
            }
            """)
    }

    /// A persisted property gets observed accessors over `_name` storage.
    @Test func aPersistedPropertyIsObservedStorage() {
        assertMacroExpansion(
            """
            final class Item {
                @_PersistedProperty var title: String = ""
            }
            """,
            expandedSource: """
                final class Item {
                    var title: String {
                        @storageRestrictions(initializes: _title)
                        init(initialValue) {
                            _title = initialValue
                        }
                        get {
                            _$modelState.access(self, keyPath: \\.title)
                            return _title
                        }
                        set {
                            _$modelState.mutate(self, keyPath: \\.title) {
                                _title = newValue
                            }
                        }
                        _modify {
                            _$modelState.access(self, keyPath: \\.title)
                            _$modelState.willModify(self, keyPath: \\.title)
                            defer {
                                _$modelState.didModify(self, keyPath: \\.title)
                            }
                            yield &_title
                        }
                    }

                    private var _title: String = ""
                }
                """,
            macroSpecs: ["_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self)],
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    /// `@Query` reads `_items`, a query of the element the property's type
    /// names, made with the attribute's arguments; internal storage even
    /// for a private property.
    @Test func aQueryReadsItsStorage() {
        expand(
            """
            struct List {
                @Query(sort: \\Item.date, order: .reverse) private var items: [Item]
            }
            """,
            """
            struct List {
                private var items: [Item] {
                    get {
                        _items.wrappedValue
                    }
                }

                var _items: Query<Item, [Item]> = Query<Item, [Item]>(sort: \\Item.date, order: .reverse)
            }
            """)
    }

    /// Bad input: `@Model` on a struct, `@Query` without a type.
    @Test func misplacedModelAttributesSayWhatToWrite() {
        expand(
            """
            @Model
            struct Point {
            }
            """,
            """
            struct Point {

                let _$modelState = _SwiftDataModelState()
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@Model' makes a class a SwiftData model; declare the model as a 'final class'", line: 1, column: 1)
            ])
        expand(
            """
            struct V {
                @Query var items = []
            }
            """,
            """
            struct V {
                var items = []
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Query' needs the property's type to know what to fetch: write it ('@Query var items: [Item]')", line: 2, column: 5)
            ])
    }
}
