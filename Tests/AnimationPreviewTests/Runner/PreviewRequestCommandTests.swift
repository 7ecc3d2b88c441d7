import AnimationRender
import Foundation
import Testing

@testable import AnimationPreview

@Suite("The command a page exports")
struct PreviewRequestCommandTests {
    @Test func theCommandNamesTheFilesViewSizeEventsAndFreezesQuotedForAShell() throws {
        var request = PreviewRequest(
            size: CGSize(width: 390, height: 844), frameRate: 30, events: [try PreviewEvent(parsing: "tap 195,422 @0.2")],
            sources: [.init(compiled: "/ws/Sources/PreviewedFiles/Avatar.swift", shown: "My Views/Avatar.swift")])
        request.freezes = [AnimationFreeze(attribute: "Avatar › scaleEffect", time: 0.3)]
        request.solo = "Avatar › shadow"
        #expect(
            request.command(view: "Avatar's")
                == "animate preview 'My Views/Avatar.swift' --view 'Avatar'\\''s' --size 390x844 --fps 30 --event 'tap 195,422 @0.2' "
                + "--freeze 'Avatar › scaleEffect@0.3' --solo 'Avatar › shadow'")
        // Bad input: an empty argument is quoted, not dropped.
        #expect(PreviewRequest.quoted("") == "''")
        #expect(PreviewRequest.quoted("Views/A.swift:12") == "Views/A.swift:12")
    }

    @Test func aSizeIsWidthByHeightBothFiniteAndPositive() {
        #expect(PreviewRequest.size(parsing: "390x844") == CGSize(width: 390, height: 844))
        #expect(PreviewRequest.size(parsing: "10.5X20") == CGSize(width: 10.5, height: 20))
        // Bad input: `nil`, which the command line and the MCP tools turn
        // into their messages.
        for text in ["0x10", "10x0", "-1x5", "1e400x5", "nanx5", "infx1", "10", "x", "", "10x20x30", " 10x20", "10×20"] {
            #expect(PreviewRequest.size(parsing: text) == nil, "\(text)")
        }
    }
}
