import AnimationPreview
import Foundation
import Testing

/// A model as Xcode saves it: a folder with notes (class generation,
/// every attribute type), a "Category/Extension" entity and a manual one.
let notesModel = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Folder" representedClassName="Folder" syncable="YES" codeGenerationType="class">
            <attribute name="name" attributeType="String" defaultValueString="Notes"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
        </entity>
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="rank" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
            <attribute name="count" optional="YES" attributeType="Integer 64" usesScalarValueType="NO"/>
            <attribute name="score" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
            <attribute name="pinned" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="body" optional="YES" attributeType="Binary"/>
            <attribute name="link" optional="YES" attributeType="URI"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
        </entity>
        <entity name="TagEntity" representedClassName=".Tag" syncable="YES" codeGenerationType="category">
            <attribute name="label" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Manual" representedClassName="Manual" syncable="YES">
            <attribute name="value" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

@Suite("Core Data models' generated classes")
struct CoreDataModelSourceTests {
    let source = ManagedObjectModelSource.source(ofModelContents: notesModel)

    /// Each attribute type has the Swift type Xcode's generation gives it
    /// (objects optional, scalars not), with the model's default values.
    @Test func attributesHaveXcodesTypes() {
        for line in [
            "public class Folder: NSManagedObject {", "public class Note: NSManagedObject {",
            "public var name: String? {", "get { _attribute(\"name\", default: \"Notes\") }",
            "public var title: String? {", "public var createdAt: Date? {",
            "public var rank: Int16 {", "get { _integer(\"rank\", default: 3) }",
            "public var count: NSNumber? {", "public var score: Double {", "get { _floating(\"score\", default: 0.5) }",
            "public var pinned: Bool {", "get { _bool(\"pinned\", default: true) }",
            "public var id: UUID? {", "public var body: Data? {", "public var link: URL? {", "public var tags: [String]? {",
            "public class func fetchRequest() -> NSFetchRequest<Note> {", "extension Note: Identifiable {}"
        ] {
            #expect(source.contains(line), "\(line)")
        }
    }

    /// Relationships: to one is the destination's class, to many an
    /// `NSSet` with the generated accessors; both keep their inverse.
    @Test func relationshipsKeepTheirInverses() {
        #expect(source.contains("public var notes: NSSet? {"))
        #expect(source.contains("set { _setRelationship(newValue, forKey: \"notes\", inverse: \"folder\", inverseIsToMany: false) }"))
        #expect(source.contains("public var folder: Folder? {"))
        #expect(source.contains("set { _setRelationship(newValue, forKey: \"folder\", inverse: \"notes\", inverseIsToMany: true) }"))
        #expect(source.contains("public func addToNotes(_ value: Note) {"))
        #expect(source.contains("public func removeFromNotes(_ values: NSSet) {"))
    }

    /// Registrations name each entity and the relationships its deletes
    /// cascade through; a category's class is the app's (named by the
    /// model's class name, module prefix dropped); a manual entity gets
    /// nothing.
    @Test func generationFollowsTheEntitysSetting() {
        #expect(source.contains("static var cascadingRelationships: [String] { [\"notes\"] }"))
        #expect(source.contains("enum _CoreDataEntity_TagEntity: _ManagedEntityRegistration {"))
        #expect(source.contains("static var objectClass: NSManagedObject.Type { Tag.self }"))
        #expect(!source.contains("public class Tag:"))
        #expect(source.contains("extension Tag {"))
        #expect(!source.contains("Manual"))
    }

    /// The current version of a versioned model is the one generated; a
    /// folder without a model gives nothing.
    @Test func theCurrentVersionIsGenerated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("App/Notes.xcdatamodeld")
        for (version, entity) in [("Notes", "Old"), ("Notes 2", "Note")] {
            let directory = model.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let text = "<model><entity name=\"\(entity)\" representedClassName=\"\(entity)\" codeGenerationType=\"class\"></entity></model>"
            try Data(text.utf8).write(to: directory.appendingPathComponent("contents"))
        }
        let plist =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>Notes 2.xcdatamodel</string></dict></plist>"
        try Data(plist.utf8).write(to: model.appendingPathComponent(".xccurrentversion"))
        let generated = try #require(ManagedObjectModelSource.source(forModelsIn: folder))
        #expect(generated.contains("public class Note: NSManagedObject {") && !generated.contains("Old"))
        #expect(ManagedObjectModelSource.source(forModelsIn: folder.appendingPathComponent("App/Notes.xcdatamodeld/Notes 2.xcdatamodel")) == nil)
    }
}

extension EndToEnd.PreviewCommandTests {
    /// A view of a Core Data app previews unchanged: its model's classes are
    /// generated, `@FetchRequest` fetches the preview's saved notes in
    /// order, and a format predicate filters them.
    @Test func aCoreDataAppsPreviewDrawsItsFetchedObjects() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("NotesApp")
        let model = app.appendingPathComponent("Notes.xcdatamodeld/Notes.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data(notesModel.utf8).write(to: model.appendingPathComponent("contents"))
        let view = app.appendingPathComponent("NotesView.swift")
        try Data(
            """
            import CoreData
            import SwiftUI

            /// The class of the model's "Category/Extension" entity.
            final class Tag: NSManagedObject {}

            struct NotesView: View {
                @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "rank", ascending: true)],
                              predicate: NSPredicate(format: "pinned == YES"))
                private var notes: FetchedResults<Note>

                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(notes) { note in
                            Text(note.title ?? "").frame(width: 200, height: 40)
                        }
                    }
                }
            }

            #Preview {
                let container = NSPersistentContainer(name: "Notes")
                container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                container.loadPersistentStores { _, _ in }
                let context = container.viewContext
                let folder = Folder(context: context)
                for (title, rank, pinned) in [("Second", 2, true), ("First", 1, true), ("Hidden", 0, false)] {
                    let note = Note(context: context)
                    note.title = title
                    note.rank = Int16(rank)
                    note.pinned = pinned
                    folder.addToNotes(note)
                }
                try? context.save()
                return NotesView().environment(\\.managedObjectContext, context)
            }
            """.utf8
        ).write(to: view)
        let run = try animateRun(["preview", view.path, "--size", "200x200", "--format", "svg"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        let svg = try #require(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".svg") }.map {
                read(directory.appendingPathComponent($0))
            })
        let first = try #require(svg.range(of: ">First<"))
        let second = try #require(svg.range(of: ">Second<"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(!svg.contains(">Hidden<"))
    }
}
