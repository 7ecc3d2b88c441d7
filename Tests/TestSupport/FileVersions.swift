import Foundation

/// Writes `data` to a file and dates it two seconds after the modification
/// date it had (or now, if later), so that a watcher comparing dates sees a
/// new version at once: the test does not sleep past the file system's
/// granularity of dates.
///
/// - Parameters:
///   - data: The new contents.
///   - url: The file.
public func writeAsNewVersion(_ data: Data, to url: URL) throws {
    let before = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    try data.write(to: url)
    let date = max(Date(), before.addingTimeInterval(2))
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
}
