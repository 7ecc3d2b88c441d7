import Foundation
import TestSupport
import Testing

/// The libFuzzer targets of `Fuzz/`, each a check of one input (its file is
/// linked into this folder from `Fuzz/Sources/`, so these tests run the very
/// code the fuzzer runs).
enum FuzzTarget: String, CaseIterable, Sendable {
    case animationExpression = "AnimationExpression"
    case assetCatalog = "AssetCatalog"
    case mcpRequest = "MCPRequest"
    case options = "Options"
    case previewEvent = "PreviewEvent"
    case previewJSON = "PreviewJSON"
    case sourceScanner = "SourceScanner"
    /// `#Preview`'s expansion: its check needs the macro compiled as a
    /// library beside swift-syntax's expansion modules, which this package's
    /// build does not otherwise compile for its tests; CI's fuzz smoke run
    /// builds that one target (`Fuzz/run PreviewMacro`).
    case previewMacro = "PreviewMacro"

    /// The target's check, or `nil` where this build has none: the MCP
    /// server's needs the `MCP` trait; the macro's is only in `Fuzz/`.
    var check: ((UnsafePointer<UInt8>?, Int) -> CInt)? {
        switch self {
        case .animationExpression: fuzzAnimationExpression
        case .assetCatalog: fuzzAssetCatalog
        case .mcpRequest:
            #if MCP
            fuzzMCPRequest
            #else
            nil
            #endif
        case .options: fuzzOptions
        case .previewEvent: fuzzPreviewEvent
        case .previewJSON: fuzzPreviewJSON
        case .sourceScanner: fuzzSourceScanner
        case .previewMacro: nil
        }
    }
}

/// The fuzz targets' committed seeds (`Fuzz/Corpus/NAME`), each run through
/// its target's check in this build: what CI's fuzz smoke runs used to
/// check in a third, sanitized build of the whole package (a check fails by
/// a precondition, which ends the test run, as it ends a fuzzer's).
/// Fuzzing itself, new inputs under AddressSanitizer, is `Fuzz/run`
/// (README, "Reliability").
@Suite("Fuzz targets' committed seeds")
struct FuzzSeedTests {
    private static let corpus = TestPaths.packageRoot.appendingPathComponent("Fuzz/Corpus")

    @Test(arguments: FuzzTarget.allCases.filter { $0.check != nil })
    func everyCommittedSeedPassesItsCheck(target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!seeds.isEmpty, "no seeds in \(folder.path)")
        let check = try #require(target.check)
        for seed in seeds {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(seed)))
            let status = bytes.withUnsafeBufferPointer { check($0.baseAddress, $0.count) }
            #expect(status == 0, "\(target.rawValue)/\(seed)")
        }
    }

    /// Each corpus folder belongs to a target listed here, so that a new
    /// target's seeds are not left out.
    @Test func everyCorpusHasATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == FuzzTarget.allCases.map(\.rawValue).sorted())
    }
}
