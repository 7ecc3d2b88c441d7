import AnimationRender
import Foundation
import TestSupport
import Testing

/// The `animate` executable built beside the tests (in the build folder
/// `swift test` ran them from, with the traits it built them with).
private let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("animate")

private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let run = try runProgram(executable.path, arguments, environment: environment, timeLimit: 600)
    return (run.status, run.out, run.err)
}

@Suite(
    "animate command line",
    .enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "build `animate` first (swift build)")
)
struct CommandLineTests {
    @Test func badInputIsOneLineOnStderrAndExitCode2() throws {
        let cases: [([String], String)] = [
            (["render", "nope"], "unknown scene 'nope'"),
            (["plot", "bouncy("], "column 8"),
            (["plot", "wobbly"], "unknown animation 'wobbly'"),
            (["render", "avatar", "--fps", "0"], "--fps must be positive"),
            (["demo", "--fps=-1"], "--fps must be positive"),
            (["demo", "--output", "/proc/animate-demo"], "cannot create directory /proc/animate-demo"),
            (["spring", "--bounce", "0.3"], "give exactly one parametrization"),
            (["render", "avatar", "--format", "tiff"], "animate:"),
            (["frobnicate"], "animate:"),
            (["plot", "spring(response: 0.5, dampingFraction: -1)"], "dampingRatio must be finite and not negative"),
            (["plot", "easeIn.repeatCount(1e300)"], "repeatCount takes a whole number within Int's range"),
            (["plot", "interpolatingSpring(mass: 0, stiffness: 1, damping: 1)"], "mass must be positive"),
            (["plot"], "give at least one animation expression"),
            (["plot", "smooth", "wobbly"], "unknown animation 'wobbly'"),
            (["render", "avatar", "--frames", "3"], "they need --format sheet"),
            (["render", "avatar", "--format", "sheet", "--frames", "3", "--times", "0"], "give one"),
            (["render", "avatar", "--format", "sheet", "--times", "0,x"], "--times must be seconds, 0 or more"),
            (["render", "avatar", "--format", "sheet", "--times=-1"], "--times must be seconds, 0 or more"),
            (["render", "avatar", "--format", "sheet", "--frames", "0"], "--frames must be 1 to 1000")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains(message), "\(arguments): \(result.err)")
            #expect(result.err.split(separator: "\n").count == 1, "\(arguments): \(result.err)")
            #expect(!result.err.contains("Fatal error") && !result.err.contains("Stack dump"))
        }
    }

    @Test func helpAndSpring() throws {
        let help = try run(["--help"])
        #expect(help.status == 0 && help.out.contains("demo") && help.out.contains("preview") && help.out.contains("plot"))
        for command in ["demo", "preview", "plot", "spring", "render"] {
            #expect(try run([command, "--help"]).status == 0)
        }
        let spring = try run(["spring", "--duration", "0.5", "--bounce", "0.3"])
        #expect(spring.status == 0)
        // ω = 2π / 0.5 = 4π: k = ω² = 16π² = 157.914, c = 2(1 − 0.3)ω = 5.6π = 17.5929.
        #expect(spring.out.contains("stiffness: 157.914") && spring.out.contains("damping: 17.5929"))
        let physical = try run(["spring", "--mass", "1", "--stiffness", "100", "--damping", "10"])
        // ω = √(100 / 1) = 10: duration 2π / 10; ζ = 10 / (2·√100) = 0.5, bounce 1 − ζ.
        #expect(physical.out.contains("Spring(duration: 0.628319, bounce: 0.5)"))
    }

    @Test func plotAndRenderWriteFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try run(["plot", "spring(duration: 0.5, bounce: 0.3)", "--output", directory.appendingPathComponent("p.svg").path])
        #expect(plot.status == 0)
        #expect(plot.out.contains("overshoot") && plot.out.contains("settling time") && plot.out.contains("peak velocity"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("p.svg").path))
        // Several expressions overlay on one plot, each with its numbers.
        let overlay = directory.appendingPathComponent("several.svg")
        let several = try run(["plot", "smooth", "bouncy", "--title", "Two springs", "--output", overlay.path])
        #expect(several.status == 0)
        #expect(several.out.components(separatedBy: "settling time").count == 3)
        let svg = try String(contentsOf: overlay, encoding: .utf8)
        #expect(svg.contains(">Two springs<") && svg.contains(">smooth<") && svg.contains(">bouncy<"))
        #if Cairo
        let formats = ["svg", "html", "png"] + (VideoEncoder.ffmpeg != nil ? ["gif", "mp4"] : [])
        #else
        let formats = ["svg", "html"]
        let png = try run(["render", "avatar", "--format", "png", "--output", directory.appendingPathComponent("a.png").path])
        #expect(png.status == 2 && png.err.contains("needs the Cairo trait"))
        #endif
        for format in formats {
            let file = directory.appendingPathComponent("avatar.\(format)").path
            let render = try run(["render", "avatar", "--format", format, "--fps", "30", "--duration", "1", "--output", file])
            #expect(render.status == 0, "\(render.err)")
            #expect(FileManager.default.fileExists(atPath: file))
        }
        // The scenes of gestures and time: the released card overshoots home
        // (the drag's speed carried into the spring), the canvas draws its
        // sparks, the timer fills the loader.
        let card = directory.appendingPathComponent("card.svg")
        #expect(try run(["render", "dragged-card", "--format", "svg", "--duration", "0.9", "--output", card.path]).status == 0)
        let moved = try svgElements("g", in: String(decoding: try Data(contentsOf: card), as: UTF8.self)).compactMap { $0["transform"] }
        #expect(moved.contains { $0.hasPrefix("matrix(1 0 0 1 -") }, "\(moved)")
        let sparks = directory.appendingPathComponent("sparks.svg")
        #expect(try run(["render", "particles", "--format", "svg", "--duration", "1", "--output", sparks.path]).status == 0)
        #expect(try svgElements("path", in: String(decoding: try Data(contentsOf: sparks), as: UTF8.self)).count >= 61)
        let loader = directory.appendingPathComponent("loader.svg")
        #expect(try run(["render", "timer-loader", "--format", "svg", "--output", loader.path]).status == 0)
        let texts = try svgElements("text", in: String(decoding: try Data(contentsOf: loader), as: UTF8.self)).compactMap { $0["text"] }
        #expect(texts.contains("100%") && texts.contains("Done"), "\(texts)")
        // A contact sheet of the frames nearest the times given: at 30 a
        // second, 0.5 s is frame 15 exactly; 0.51 s is nearest it too.
        let sheet = directory.appendingPathComponent("avatar.sheet.svg")
        let sheetRun = try run([
            "render", "avatar", "--format", "sheet", "--times", "0, 0.5,0.51,1", "--fps", "30", "--duration", "1", "-o", sheet.path
        ])
        #expect(sheetRun.status == 0, "\(sheetRun.err)")
        let captions = try svgElements("text", in: String(decoding: try Data(contentsOf: sheet), as: UTF8.self)).compactMap { $0["text"] }
        #expect(captions.filter { $0.hasSuffix(" s") } == ["0 s", "0.5 s", "1 s"], "\(captions)")
        let demo = try run(["demo", "--output", directory.appendingPathComponent("demo").path, "--fps", "20"])
        #expect(demo.status == 0, "\(demo.err)")
        #expect(demo.out.contains("avatar") && demo.out.contains("index.html"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("demo/index.html").path))
    }

    /// Without --format, the output's extension says what to write: a
    /// file named `.svg` is an SVG, `.html` a player page, `.png` a PNG
    /// (a PNG's signature; without Cairo, the message that it needs it);
    /// any other name is a player page, as before.
    @Test func theOutputsExtensionPicksTheFormat() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animate-ext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func written(_ name: String) throws -> (status: Int32, head: String, err: String) {
            let file = directory.appendingPathComponent(name)
            let result = try run(["render", "avatar", "--duration", "0.2", "--output", file.path])
            let data = (try? Data(contentsOf: file)) ?? Data()
            return (result.status, String(decoding: data.prefix(64), as: UTF8.self), result.err)
        }
        let svg = try written("a.SVG")
        #expect(svg.status == 0 && svg.head.contains("<svg"), "\(svg.head)")
        let page = try written("a.htm")
        #expect(page.status == 0 && page.head.lowercased().contains("<!doctype html"), "\(page.head)")
        let other = try written("a.out")
        #expect(other.status == 0 && other.head.lowercased().contains("<!doctype html"), "\(other.head)")
        let png = try written("a.png")
        #if Cairo
        #expect(png.status == 0 && png.head.hasPrefix("\u{FFFD}PNG"), "\(png.head)")
        #else
        #expect(png.status == 2 && png.err.contains("needs the Cairo trait"))
        #endif
        // An explicit format wins over the name.
        let named = try run(["render", "avatar", "--duration", "0.2", "--format", "svg", "--output", directory.appendingPathComponent("b.html").path])
        #expect(named.status == 0)
        let head = String(decoding: (try Data(contentsOf: directory.appendingPathComponent("b.html"))).prefix(64), as: UTF8.self)
        #expect(head.contains("<svg"), "\(head)")
    }

    #if Cairo
    /// Text in the system font is drawn from the Inter files the package
    /// ships: a program that sees no fonts at all (fontconfig given an
    /// empty configuration) writes the same PNG bytes as one that sees
    /// the machine's.
    @Test func aPNGWithTextIsTheSameWithoutTheMachinesFonts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: empty)
        let machine = directory.appendingPathComponent("machine.png"), none = directory.appendingPathComponent("none.png")
        // The counter scene draws its count and its − and + labels.
        #expect(try run(["render", "counter", "--format", "png", "--output", machine.path]).status == 0)
        let bare = try run(["render", "counter", "--format", "png", "--output", none.path], environment: ["FONTCONFIG_FILE": empty.path])
        #expect(bare.status == 0, "\(bare.err)")
        #expect(try Data(contentsOf: machine) == Data(contentsOf: none))
    }
    #endif
}
