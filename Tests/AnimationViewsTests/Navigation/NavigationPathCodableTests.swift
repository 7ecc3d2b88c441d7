import Foundation
import Testing

@testable import AnimationViews

struct SavedMission: Codable, Hashable {
    let id: Int
}

private struct Opaque: Hashable {
    let id: Int
}

@Suite("Navigation paths saved and restored")
struct NavigationPathCodableTests {
    @Test func aPathOfCodableValuesRoundTrips() throws {
        var path = NavigationPath()
        path.append(SavedMission(id: 11))
        path.append("crew")
        path.append(7)
        let data = try JSONEncoder().encode(try #require(path.codable))
        // SwiftUI's form: pairs of strings, last value first.
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings.count == 6 && strings[1] == "7" && strings[5] == #"{"id":11}"#)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
    }

    /// Bad input: a value that is not Codable gives no codable form; odd
    /// string lists do not decode; an unknown type ends the path there.
    @Test func badInput() throws {
        var path = NavigationPath([SavedMission(id: 1)])
        path.append(Opaque(id: 2))
        #expect(path.codable == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["a"]"#.utf8))
        }
        let unknown = try JSONDecoder().decode(
            NavigationPath.CodableRepresentation.self, from: Data(#"["Si", "3", "NoSuchType", "{}"]"#.utf8))
        #expect(NavigationPath(unknown).isEmpty)
        let broken = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si", "x"]"#.utf8))
        #expect(NavigationPath(broken).isEmpty)
        #expect(NavigationPath(NavigationPath().codable!).isEmpty)
    }
}
