import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Text content types and row spacing")
struct FormDetailBehaviourTests {
    /// The focused field reports its content type and keyboard; rows of
    /// 44 points with 10 between them stand 54 points apart.
    @Test func contentTypesAreReportedAndRowsAreSpaced() throws {
        let host = ViewHost(SpacedSignInView(), size: CGSize(width: 390, height: 700))
        #expect(try #require(host.find(text: "User")).tap())
        host.advance(by: 0.1)
        #expect(host.focusedTextInputTraits?.textContentType == .username)
        #expect(host.focusedTextInputTraits?.keyboardType == .emailAddress)
        #expect(try #require(host.find(text: "Password")).tap())
        host.advance(by: 0.1)
        #expect(host.focusedTextInputTraits?.textContentType == .password)
        let three = try #require(host.find(text: "Row three")), four = try #require(host.find(text: "Row four"))
        #expect(abs(four.center.y - three.center.y - 54) < 0.5, "\(three.center.y) \(four.center.y)")
    }

    /// Without spacing (or with a negative one) the rows are 44 apart.
    @Test func noOrNegativeSpacingKeepsRowsTogether() throws {
        let list = List {
            Text("A")
            Text("B")
        }
        let host = ViewHost(list.listRowSpacing(-5), size: CGSize(width: 390, height: 400))
        let a = try #require(host.find(text: "A")), b = try #require(host.find(text: "B"))
        #expect(abs(b.center.y - a.center.y - 44) < 0.5)
    }
}
