import Foundation
import SwiftAnimation_UniformTypeIdentifiers
import Testing

/// UTType against Apple's declarations of the system types.
@Suite("UTType")
struct UTTypeTests {
    @Test func conformanceFollowsApplesHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(!UTType.image.isSubtype(of: .image))
        #expect(UTType.png.supertypes.isSuperset(of: [.image, .data, .item, .content]))
    }

    /// Media, source, archive and playlist types of Apple's list, by their
    /// identifiers, extensions and parents.
    @Test func moreSystemTypesAreDeclared() throws {
        #expect(UTType.mpeg2Video.identifier == "public.mpeg-2-video" && UTType.mpeg2Video.conforms(to: .movie))
        #expect(UTType(filenameExtension: "m2v") == .mpeg2Video && UTType(filenameExtension: "ts") == .mpeg2TransportStream)
        #expect(UTType.m3uPlaylist.conforms(to: .text) && UTType.m3uPlaylist.conforms(to: .playlist))
        #expect(UTType.bz2.conforms(to: .archive) && UTType.midi.conforms(to: .audio))
        #expect(UTType.cSource.conforms(to: .sourceCode) && UTType.rubyScript.conforms(to: .script))
        #expect(UTType.tabSeparatedText.conforms(to: .delimitedText) && UTType.binaryPropertyList.conforms(to: .propertyList))
        #expect(UTType.framework.conforms(to: .bundle) && UTType.exe.conforms(to: .executable))
        #expect(UTType(mimeType: "audio/midi") == .midi)
    }

    @Test func tagsFindTheirTypes() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType("public.png") == .png)
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        // An extension nothing declares: a dynamic type under the supertype.
        let unknown = try #require(UTType(filenameExtension: "recipe", conformingTo: .json))
        #expect(unknown.isDynamic)
        #expect(unknown.conforms(to: .json))
        #expect(unknown.preferredFilenameExtension == "recipe")
        // An extension that names an image is not a text.
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
    }

    @Test func appsDeclareTheirOwn() throws {
        let recipe = UTType(exportedAs: "com.example.tests.recipe", conformingTo: .json)
        #expect(recipe.conforms(to: .text))
        #expect(UTType("com.example.tests.recipe") == recipe)
        #expect(UTType("com.example.tests.recipe")?.conforms(to: .json) == true)
        let data = try JSONEncoder().encode([recipe, .png])
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [recipe, .png])
    }

    /// Empty and malformed identifiers and tags have no type.
    @Test func badIdentifiersHaveNoType() {
        #expect(UTType("") == nil)
        #expect(UTType("no dots") == nil)
        #expect(UTType("trailing.") == nil)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(UTType.self, from: Data("\"not a type\"".utf8)) }
    }
}
