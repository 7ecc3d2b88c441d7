import Foundation
import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

@Suite("Compiler diagnostics and scripted events")
struct DiagnosticAndEventTests {
    @Test func diagnosticsAreParsedOnceEach() {
        let output = """
            Building for debugging...
            /home/me/My Views/Dot.swift:7:31: error: result values in '? :' expression have mismatching types 'String' and 'CGFloat'
             5 |     var body: some View {
               |               `- error: result values in '? :' expression have mismatching types
            /home/me/My Views/Dot.swift:7:31: error: result values in '? :' expression have mismatching types 'String' and 'CGFloat'
            /tmp/w/Sources/PreviewRunner/U0_Dot.swift:20:5: warning: unused: x
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            C:/odd:path.swift:1:2: note: here
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 3)
        #expect(
            diagnostics[0]
                == CompilerDiagnostic(
                    file: "/home/me/My Views/Dot.swift", line: 7, column: 31, severity: .error,
                    message: "result values in '? :' expression have mismatching types 'String' and 'CGFloat'"))
        #expect(diagnostics[1].severity == .warning && diagnostics[1].line == 20)
        #expect(diagnostics[2].file == "C:/odd:path.swift" && diagnostics[2].column == 2)
    }

    @Test func aReportPointsAtTheUsersLineAndColumn() {
        let file = PreviewSourceFile(path: "Dot.swift", source: "import SwiftUI\n\tlet x: Int = \"a\"\n")
        // The compiler reads the file's copy in the workspace, unchanged.
        let copy = "/w/Sources/PreviewedFiles/Dot.swift"
        let diagnostic = CompilerDiagnostic(file: copy, line: 2, column: 15, severity: .error, message: "cannot convert")
        let report = PreviewSession.report([diagnostic], files: [file], names: ["Dot.swift"], output: "")
        #expect(report == "Dot.swift:2:15: error: cannot convert\n\tlet x: Int = \"a\"\n\t             ^")
        // A failed build without located diagnostics shows its error lines.
        #expect(PreviewSession.report([], files: [file], names: ["Dot.swift"], output: "x\nerror: link failed\ny") == "error: link failed")
    }

    @Test func tapsParse() throws {
        #expect(try PreviewEvent(parsing: "tap 195,420 @0.5") == PreviewEvent(.tap(CGPoint(x: 195, y: 420)), at: 0.5))
        #expect(try PreviewEvent(parsing: "  tap   -1.5,2e1  ") == PreviewEvent(.tap(CGPoint(x: -1.5, y: 20)), at: 0))
        #expect(try PreviewEvent(parsing: "tap 195,420 @0.5").description == "tap 195,420 @0.5")
        #expect(PreviewEvent(.tap(CGPoint(x: 0.25, y: 3)), at: 1).description == "tap 0.25,3 @1")
    }

    /// Events on a view found by label or identifier; a label may hold
    /// spaces and end in "s" without being read as a duration.
    @Test func eventsOnViewsParse() throws {
        #expect(try PreviewEvent(parsing: "tap label:Add item @0.5") == PreviewEvent(.tapView(.label("Add item")), at: 0.5))
        #expect(try PreviewEvent(parsing: "tap id:save") == PreviewEvent(.tapView(.id("save")), at: 0))
        #expect(try PreviewEvent(parsing: "longpress label:Settings") == PreviewEvent(.longPressView(.label("Settings"), duration: 0.6), at: 0))
        #expect(try PreviewEvent(parsing: "longpress id:row 1s @2").scripted.map(\.time) == [2, 3])
        let drag = try PreviewEvent(parsing: "drag label:Card one 0,-200 0.4s @1")
        #expect(drag == PreviewEvent(.dragView(.label("Card one"), by: CGSize(width: 0, height: -200), duration: 0.4), at: 1))
        #expect(drag.description == "drag label:Card one 0,-200 0.4s @1")
        #expect(try PreviewEvent(parsing: drag.description) == drag)
        #expect(drag.scripted.count == 26 && drag.scripted.last?.time == 1.4)
        #expect(try PreviewEvent(parsing: "tap label:Add item @0.5").description == "tap label:Add item @0.5")
    }

    @Test func pressesAndTypingParse() throws {
        #expect(try PreviewEvent(parsing: "press 10,20 @1") == PreviewEvent(.press(CGPoint(x: 10, y: 20)), at: 1))
        #expect(try PreviewEvent(parsing: "move 30,20 @1.5") == PreviewEvent(.move(CGPoint(x: 30, y: 20)), at: 1.5))
        #expect(try PreviewEvent(parsing: "release 30,20 @2") == PreviewEvent(.release(CGPoint(x: 30, y: 20)), at: 2))
        #expect(try PreviewEvent(parsing: "type hello world @2") == PreviewEvent(.type("hello world"), at: 2))
        #expect(try PreviewEvent(parsing: "type \"a b\"") == PreviewEvent(.type("a b"), at: 0))
        #expect(try PreviewEvent(parsing: "submit @3") == PreviewEvent(.submit, at: 3))
        // What is written reads back the same.
        for text in ["press 10,20 @1", "move 30,20 @1.5", "release 30,20 @2", "type \"a b\" @0", "submit @3"] {
            #expect(try PreviewEvent(parsing: text).description == text)
        }
    }

    /// Found by the fuzzer: text that starts with a combining mark did not
    /// read back from its description, where the mark joins the opening
    /// quote into one character.
    @Test func typedTextReadsBackFromItsDescription() throws {
        for typed in ["\u{348}\u{FFFD}& \u{3} \u{FFFD}", "\u{301}", "a\u{301}", "\"", "\"x\"", "a @1", "tab\there"] {
            let event = PreviewEvent(.type(typed.replacingOccurrences(of: "\t", with: " ")), at: 1)
            #expect(try PreviewEvent(parsing: event.description) == event, "\(event.description)")
        }
    }

    @Test func gesturesParseAndBecomeEventsEachFrame() throws {
        #expect(
            try PreviewEvent(parsing: "drag 100,300 300,300 0.4s @1")
                == PreviewEvent(.drag(CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300), duration: 0.4), at: 1))
        #expect(try PreviewEvent(parsing: "drag 1,2 3,4") == PreviewEvent(.drag(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), duration: 0.25), at: 0))
        #expect(try PreviewEvent(parsing: "longpress 5,6") == PreviewEvent(.longPress(CGPoint(x: 5, y: 6), duration: 0.6), at: 0))
        #expect(
            try PreviewEvent(parsing: "pinch 200,200 100 200 0.5s @1")
                == PreviewEvent(.pinch(CGPoint(x: 200, y: 200), from: 100, to: 200, duration: 0.5), at: 1))
        #expect(
            try PreviewEvent(parsing: "rotate 200,200 -90 @2") == PreviewEvent(.rotate(CGPoint(x: 200, y: 200), degrees: -90, duration: 0.25), at: 2))
        for text in ["drag 1,2 3,4 0.4s @1", "longpress 5,6 1s @0", "pinch 200,200 100 200 0.5s @1", "rotate 200,200 -90 0.25s @2"] {
            #expect(try PreviewEvent(parsing: text).description == text)
        }
        // A drag of 0.4 s from 1 s: a press, 24 moves a frame apart, a release.
        let steps = try PreviewEvent(parsing: "drag 100,300 300,300 0.4s @1").scripted
        #expect(steps.count == 26)
        #expect(steps.first?.time == 1 && abs((steps.last?.time ?? 0) - 1.4) < 1e-12)
        #expect(try PreviewEvent(parsing: "longpress 5,6 1s @2").scripted.map(\.time) == [2, 3])
        #expect(try PreviewEvent(parsing: "pinch 1,1 10 20 0s").scripted.count == 3)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("swipe 1,2 3,4", "unknown kind 'swipe'"),
        ("drag 1,2 -> 3,4", "a drag takes X,Y X,Y and an optional duration"),
        ("drag 1,2", "a drag takes X,Y X,Y and an optional duration"),
        ("drag 1,2 3,4 fast", "a drag takes X,Y X,Y"),
        ("drag 1,2 3;4", "'3;4' is not a point"),
        ("drag 1,2 3,4 -1s", "the duration '-1s'"),
        ("drag 1,2 3,4 3601s", "from 0 to 3600"),
        ("longpress 1,2 1e300s", "the duration '1e300s'"),
        ("longpress 1,2 3,4", "a longpress takes X,Y and"),
        ("pinch 1,2 0 100", "a pinch's distances must be more than 0"),
        ("pinch 1,2 100", "a pinch takes X,Y FROM TO"),
        ("rotate 1,2 nan", "DEGREES 'nan' is not a finite number"),
        ("tap", "a tap takes one point"),
        ("tap 1,2 3,4", "a tap takes one point"),
        ("tap 1;2", "'1;2' is not a point"),
        ("tap nan,2", "'nan,2' is not a point"),
        ("tap 1,inf", "'1,inf' is not a point"),
        ("tap 1,2 @-1", "the time '@-1' is not a number of seconds"),
        ("tap 1,2 @soon", "the time '@soon'"),
        ("tap 1,2 @nan", "the time '@nan'"),
        ("press", "a press takes one point"),
        ("type @1", "type takes the text"),
        ("submit now", "submit takes no arguments"),
        ("tap label:", "a view is named label:TEXT or id:ID"),
        ("drag id:card", "a drag on a view takes the view, then an offset DX,DY"),
        ("drag id:card 1;2", "'1;2' is not an offset DX,DY"),
        ("drag id:card 0,9 -2s", "the duration '-2s'"),
        ("press id:card", "a press does not take a view")
    ])
    func badEventsSayWhatIsWrong(_ text: String, _ reason: String) {
        do {
            _ = try PreviewEvent(parsing: text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect("\(error)".contains(reason), "\(error)")
            #expect("\(error)".contains("events are: tap X,Y @SECONDS"))
        }
    }

    @Test func defaultOutputNames() {
        #expect(PreviewRequest.defaultOutput(name: "Pets", format: .html) == "Pets.html")
        #expect(PreviewRequest.defaultOutput(name: "Dark mode / iPad", format: .svg) == "Dark-mode---iPad.svg")
        #expect(PreviewRequest.defaultOutput(name: "", format: .png) == "preview.png")
        #expect(PreviewRequest.watchScript(for: "out/Pets.html") == "out/Pets.html.watch.js")
    }
}
