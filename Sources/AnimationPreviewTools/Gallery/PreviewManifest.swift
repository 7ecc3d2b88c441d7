import AnimationPreview
import AnimationRender
import Foundation

/// What `animate previews` found and rendered, as `previews.json` holds it;
/// `animate preview --json` and `animate previews --json` print the same on
/// standard output, and the MCP server answers with its entries.
///
/// The schema (``schema``) is versioned: fields are only ever added
/// (version 2 added ``Preview/id``, ``Preview/changed``, the outputs'
/// SHA-256, ``shard`` and ``total``; version 3 each preview's
/// ``Preview/layout``, ``Preview/orientation``, ``Preview/device``,
/// ``Preview/colorScheme``, ``Preview/tags``, ``Preview/threshold`` and
/// ``Preview/variant``).
/// Paths are as the user gave them (files) or relative to the manifest's
/// folder (outputs); times are in seconds, sizes in points.
public struct PreviewManifest: Codable, Sendable, Equatable {
    /// The schema's name and version.
    public static let currentSchema = "swift-animation/previews/3"

    /// How one preview went.
    public enum Status: String, Codable, Sendable {
        /// Its output was written.
        case rendered
        /// Its file does not compile (``Preview/errors`` holds the
        /// compiler's report, at the user's lines).
        case notBuilt
        /// It stopped the program (a trap in the user's code): the
        /// runtime's message.
        case crashed
        /// It took longer than the time limit, in wall time, and was stopped.
        case timedOut
        /// Its output could not be written.
        case failed
        /// Built and listed, not rendered (the MCP server's `list_previews`).
        case listed
    }

    /// One preview.
    public struct Preview: Codable, Sendable, Equatable {
        /// Its stable id: module, file (relative to the path previewed)
        /// and name, joined by `/`; an untitled `#Preview` by its place
        /// among its file's untitled ones (`#1`), not its line, and a
        /// second preview of one name in one file with `~2`. An edit
        /// elsewhere in the file keeps it (``PreviewManifest/identify()``).
        public var id: String?
        /// Its name: a `#Preview`'s title, a provider's type (or display
        /// name), or `FILE:LINE` for an untitled `#Preview`.
        public var name: String
        /// What declares it: `preview` (`#Preview`), `provider`
        /// (`PreviewProvider`), `view` or `app`.
        public var kind: String
        /// Its file, as found under the path given.
        public var file: String
        /// The line of its declaration.
        public var line: Int
        /// The module (a package's target) it was compiled in.
        public var module: String?
        /// How it went.
        public var status: Status
        /// The size it was shown at.
        public var size: Size?
        /// The number of frames recorded.
        public var frames: Int
        /// The time of the last frame.
        public var duration: Double
        /// Whether the view stopped changing before the recording ended;
        /// `nil` when it was recorded for a fixed length or not at all.
        public var settles: Bool?
        /// When it stopped changing, to a frame.
        public var settledAt: Double?
        /// Whether anything it draws changed while it was recorded.
        public var animates: Bool?
        /// The files written for it.
        public var outputs: Outputs
        /// What the host, the runner or `animate` warn about.
        public var warnings: [String]
        /// Why it failed: the compiler's report, the crash's message.
        public var errors: [String]
        /// Every animation that began while it was recorded, by
        /// transaction: what opened it (`appear`, `tap at 195, 420`), each
        /// attribute it animated with the animation as SwiftUI code, how it
        /// joined what ran, when it was logically complete and removed.
        public var transactions: [AnimationTimeline.Transaction]?
        /// Whether its outputs or status differ from the baseline's entry
        /// of its id (or the baseline has none); `nil` without a baseline
        /// (``PreviewManifest/markChanges(against:)``).
        public var changed: Bool?
        /// The layout it was shown in: `device`, `sizeThatFits` or `fixed
        /// WxH` (its traits'; `nil` when it did not render).
        public var layout: String?
        /// Its orientation's name (`portrait`, `landscapeLeft`, …).
        public var orientation: String?
        /// The device a trait or `previewDevice` named; `nil` for the
        /// default phone.
        public var device: String?
        /// `light` or `dark`: the colour scheme it was rendered in.
        public var colorScheme: String?
        /// Its tags, from an `// animate: tags=a,b` comment above it
        /// (``PreviewAnnotations``); `nil` for none.
        public var tags: [String]?
        /// The share of pixels, 0 to 1, that may differ before
        /// `--compare` reports it changed (`// animate: threshold=0.01`);
        /// `nil` for none (any difference counts).
        public var threshold: Double?
        /// The variant this entry shows its preview in (`dark`, `large`,
        /// `landscape`: `--variants`); `nil` for the preview's own setting.
        public var variant: String?

        /// Creates an entry.
        public init(
            name: String, kind: String, file: String, line: Int, module: String? = nil, status: Status, size: Size? = nil,
            frames: Int = 0, duration: Double = 0, settles: Bool? = nil, settledAt: Double? = nil, animates: Bool? = nil,
            outputs: Outputs = Outputs(), warnings: [String] = [], errors: [String] = []
        ) {
            self.name = name
            self.kind = kind
            self.file = file
            self.line = line
            self.module = module
            self.status = status
            self.size = size
            self.frames = frames
            self.duration = duration
            self.settles = settles
            self.settledAt = settledAt
            self.animates = animates
            self.outputs = outputs
            self.warnings = warnings
            self.errors = errors
        }
    }

    /// A size in points.
    public struct Size: Codable, Sendable, Equatable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The files written for a preview.
    public struct Outputs: Codable, Sendable, Equatable {
        /// The output in the format asked for (a page, a GIF, an SVG, a PNG).
        public var file: String?
        /// Its still picture for the gallery (the last frame), when the
        /// output is not itself a still.
        public var poster: String?
        /// The SHA-256 of ``file``'s bytes, in lowercase hexadecimal.
        public var sha256: String?
        /// The SHA-256 of ``poster``'s bytes.
        public var posterSHA256: String?

        /// Creates outputs.
        public init(file: String? = nil, poster: String? = nil) {
            self.file = file
            self.poster = poster
        }
    }

    /// The schema: ``currentSchema``.
    public var schema: String
    /// The path previewed, as given.
    public var path: String
    /// The output format.
    public var format: String
    /// Every preview found (after `--filter`), in file and line order.
    public var previews: [Preview]
    /// Warnings not of one preview (two previews of one name, none found).
    public var warnings: [String]
    /// Errors not of one preview (the package does not build at all).
    public var errors: [String]
    /// Seconds spent building and rendering.
    public var timings: Timings
    /// The share rendered, `K/N` (`animate previews --shard`); `nil` for
    /// every preview.
    public var shard: String?
    /// How many previews the project has (after `--filter`), every
    /// shard's: ``previews``' count when not sharded.
    public var total: Int?

    /// Seconds spent on the steps.
    public struct Timings: Codable, Sendable, Equatable {
        /// Building the program (every build, when files were left out).
        public var build: Double
        /// Listing and rendering the previews.
        public var render: Double

        /// Creates timings.
        public init(build: Double = 0, render: Double = 0) {
            self.build = build
            self.render = render
        }
    }

    /// Creates a manifest.
    public init(
        path: String, format: String, previews: [Preview] = [], warnings: [String] = [], errors: [String] = [],
        timings: Timings = Timings()
    ) {
        schema = Self.currentSchema
        self.path = path
        self.format = format
        self.previews = previews
        self.warnings = warnings
        self.errors = errors
        self.timings = timings
    }

    /// Whether everything found rendered (and the build had no errors of
    /// its own): `animate previews` exits with 0 then, else 1.
    public var allRendered: Bool {
        errors.isEmpty && previews.allSatisfy { $0.status == .rendered }
    }

    /// The manifest as JSON: sorted keys, indented, paths unescaped, so
    /// that two runs over the same files print the same text.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

extension PreviewManifest.Preview {
    /// The entry of a preview the runner reported on.
    ///
    /// - Parameters:
    ///   - result: The runner's result; its `shown` entry names the preview.
    ///   - entry: The preview, as listed.
    ///   - module: Its module.
    ///   - relativeTo: The folder output paths are made relative to.
    init(result: PreviewResult, entry: PreviewResult.Entry, module: String?, relativeTo folder: String) {
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
        let status: PreviewManifest.Status = result.status == .written ? .rendered : .failed
        self.init(
            name: entry.name, kind: entry.kind.rawValue, file: entry.file, line: entry.line, module: module, status: status,
            size: result.size.map { PreviewManifest.Size(width: Double($0.width), height: Double($0.height)) }, frames: result.frames,
            duration: result.duration, settles: result.settledAt != nil || result.cutOff ? !result.cutOff : nil,
            settledAt: result.settledAt, animates: result.animates,
            outputs: PreviewManifest.Outputs(file: relative(result.output), poster: relative(result.poster)),
            warnings: result.warnings, errors: result.message.map { [$0] } ?? [])
        transactions = result.transactions
        layout = result.setting?.layout
        orientation = result.setting?.orientation
        device = result.setting?.device
        colorScheme = result.setting?.colorScheme
    }
}
