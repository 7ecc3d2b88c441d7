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

    /// A list whose rows may be as low as 30 points: rows of one line of
    /// body text without insets (20.33 points) are 30 apart.
    @Test func aLowerMinimumRowHeightTightensTheRows() throws {
        let host = ViewHost(CompactMenuList(), size: CGSize(width: 390, height: 400))
        let inbox = try #require(host.find(text: "Inbox")), drafts = try #require(host.find(text: "Drafts"))
        #expect(abs(drafts.center.y - inbox.center.y - 30) < 0.5, "\(inbox.center.y) \(drafts.center.y)")
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
