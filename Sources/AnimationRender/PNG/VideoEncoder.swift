import Foundation
import Synchronization

/// Encodes numbered PNG frames into a GIF or an MP4 with `ffmpeg`, when it
/// is installed.
public enum VideoEncoder {
    /// An encoding failure, with a message for people.
    public struct EncodeError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The `ffmpeg` executable on the `PATH`, if any.
    public static var ffmpeg: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Encodes `frame00000.png`, `frame00001.png`, ... of a directory.
    ///
    /// - Parameters:
    ///   - directory: The directory of the frames.
    ///   - frameRate: Frames per second.
    ///   - output: The file to write; its extension (`gif` or `mp4`) picks
    ///     the format.
    /// - Throws: ``EncodeError`` when ffmpeg is missing or fails.
    public static func encode(framesIn directory: URL, frameRate: Double, to output: URL) throws {
        guard let ffmpeg else {
            throw EncodeError(description: "\(output.pathExtension) output needs ffmpeg, which is not installed (Debian: apt-get install ffmpeg)")
        }
        let input = directory.appendingPathComponent("frame%05d.png").path
        var arguments = ["-y", "-loglevel", "error", "-framerate", String(frameRate), "-i", input]
        switch output.pathExtension {
        case "gif":
            arguments += ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse"]
        case "mp4":
            arguments += ["-pix_fmt", "yuv420p", "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-movflags", "+faststart"]
        default:
            throw EncodeError(description: "unknown video format '\(output.pathExtension)'; use gif or mp4")
        }
        arguments.append(output.path)
        guard let runner = runner.withLock({ $0 }) else {
            throw EncodeError(description: "\(output.pathExtension) output needs the Cairo trait (its frames are PNG)")
        }
        let (status, errors) = try runner(ffmpeg, arguments)
        guard status == 0 else {
            let text = errors.split(separator: "\n").first.map(String.init) ?? "exit \(status)"
            throw EncodeError(description: "ffmpeg failed: \(text)")
        }
    }

    /// Runs a program (a path, its arguments) to its end: its exit status
    /// (or the signal that ended it) and what it wrote to standard error.
    package typealias Runner = @Sendable (_ executable: String, _ arguments: [String]) throws -> (status: Int32, errors: String)

    private static let runner = Mutex<Runner?>(nil)

    /// Gives the encoder the runner of child processes (AnimationProcess's,
    /// on swift-subprocess), which the Cairo backend registers when a
    /// program that links it starts: this module imports no C module, and
    /// its frames need Cairo anyway.
    package static func register(_ run: @escaping Runner) {
        runner.withLock { $0 = run }
    }
}
