import Foundation
import TestSupport
import Testing

@testable import AnimationPreviewTools

/// A crash of the compiler is an error on the file it was compiling, so
/// that `animate previews` leaves that file out as it leaves out a file
/// with errors, and the other files build.
@Suite("Compiler crashes")
struct CompilerCrashTests {
    /// The compiler really crashing (its debugging option
    /// `-debug-crash-after-parse`), on two files in a folder whose name has
    /// a space (the frontend's arguments print it in quotes): the crashed
    /// job's primary files are named, with the signal.
    @Test func aRealCrashNamesTheFilesItWasCompiling() throws {
        let directory = try scratchDirectory().appendingPathComponent("My Module")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let files = ["A.swift", "B.swift"].map { directory.appendingPathComponent($0) }
        try Data("struct A {}\n".utf8).write(to: files[0])
        try Data("struct B {}\n".utf8).write(to: files[1])
        let run = try runProgram(
            "/usr/bin/env", ["swiftc", "-c", "-module-name", "M", files[0].path, files[1].path, "-Xfrontend", "-debug-crash-after-parse"],
            in: directory)
        #expect(run.status != 0)
        let output = run.out + run.err
        let errors = CompilerCrash.diagnostics(in: output)
        #expect(!errors.isEmpty, "\(output.prefix(2000))")
        for error in errors {
            #expect(files.map(\.path).contains(error.file))
            #expect(error.severity == .error && error.line == 1 && error.column == 1)
            #expect(error.message.hasPrefix("the compiler crashed (signal ") && error.message.hasSuffix(") compiling this file"))
        }
        // No located error of the compiler's own is mistaken for one.
        #expect(CompilerDiagnostic.parse(output).isEmpty)
    }

    /// A stack dump that says where the compiler was (a place, or a source
    /// file) names that file only, not every file of the batch; the
    /// place's line and column are the error's. The line layout is the
    /// compiler's: a description can run onto a second line.
    @Test func aPlaceInTheStackDumpNamesOneFile() {
        let output = """
            [12/40] Compiling App Row.swift
            error: compile command failed due to signal 11 (use -v to see invocation)
            Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
            Stack dump:
            0.\tProgram arguments: /usr/bin/swift-frontend -frontend -c -primary-file /w/Sources/App/Row.swift -primary-file "/w/Sources/App/Big Card.swift" /w/Sources/App/Other.swift -module-name App -o /w/Row.o
            1.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
            2.\tCompiling with effective version 5.10
            3.\tWhile emitting IR SIL function "@$s3App4CardV4bodyQrvg".
             for getter for body (at /w/Sources/App/Big Card.swift:14:9)
             #0 0x00005556605d3738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)
            """
        let crashes = CompilerCrash.crashes(in: output)
        #expect(crashes.count == 1)
        #expect(crashes.first?.signal == "11")
        #expect(crashes.first?.primaries == ["/w/Sources/App/Row.swift", "/w/Sources/App/Big Card.swift"])
        let errors = CompilerCrash.diagnostics(in: output)
        #expect(
            errors == [
                CompilerDiagnostic(
                    file: "/w/Sources/App/Big Card.swift", line: 14, column: 9, severity: .error, message: CompilerCrash.message(signal: "11"))
            ])
        let typeChecking =
            "error: compile command failed due to signal 6\n3.\tWhile evaluating request TypeCheckSourceFileRequest(source_file \"/w/Sources/App/Row.swift\")\n"
        #expect(CompilerCrash.diagnostics(in: typeChecking).map(\.file) == ["/w/Sources/App/Row.swift"])
    }

    /// Output without a crash, a crash without arguments (a whole-module
    /// job prints no primary file) and an empty output name nothing.
    @Test func withoutAPrimaryFileNothingIsNamed() {
        #expect(CompilerCrash.diagnostics(in: "").isEmpty)
        #expect(CompilerCrash.diagnostics(in: "/w/A.swift:1:1: error: cannot find 'x' in scope\n").isEmpty)
        let wholeModule =
            "error: compile command failed due to signal 11\nStack dump:\n0.\tProgram arguments: swift-frontend -frontend -c /w/A.swift /w/B.swift -module-name App\n"
        #expect(CompilerCrash.crashes(in: wholeModule).count == 1)
        #expect(CompilerCrash.diagnostics(in: wholeModule).isEmpty)
    }
}
