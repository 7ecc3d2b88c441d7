import Foundation
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Why a strategy could not take its snapshot: bad parameters (a time that
/// is not a number, a zero size, a tap outside the view), a view that does
/// not settle, a format this build cannot write. The test fails with
/// ``message``; the strategy's snapshot is then a line that says so, which
/// matches no reference a working snapshot records.
struct SnapshotFailure: Error, Sendable {
    /// What went wrong, for a person.
    let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The text a failed snapshot holds in place of the view's.
    var placeholder: String {
        "swift-animation could not take this snapshot: \(message)\n"
    }

    /// Fails the running test with the message: a Swift Testing issue
    /// inside a Swift Testing test, else an XCTest failure. Call it on the
    /// test's own task (the snapshot closure's thread), where Swift
    /// Testing knows the running test.
    func record() {
        let text = "swift-animation: \(message)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: text))
            return
        }
        #endif
        XCTFail(text)
    }
}

extension Result where Failure == SnapshotFailure {
    /// The snapshot, or the failure recorded and its placeholder.
    func snapshot(_ placeholder: (SnapshotFailure) -> Success) -> Success {
        switch self {
        case .success(let value):
            return value
        case .failure(let failure):
            failure.record()
            return placeholder(failure)
        }
    }
}
