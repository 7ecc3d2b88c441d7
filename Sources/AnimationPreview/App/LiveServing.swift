import Foundation
import Synchronization

/// A server of a live page (``/AnimationRender/LivePage``): what
/// `AnimationLive`'s `LivePageServer` is, with the `Live` trait. It
/// registers its maker when a program that links it starts, so that the
/// `SwiftUI` module serves apps live without importing it (Hummingbird's C
/// modules would otherwise reach `SwiftUI`'s interface, and a library that
/// says `#if canImport(SwiftUI)` could not build).
package protocol LivePageServing: Sendable {
    /// Sends a ``LiveFrame`` line to every page.
    func send(_ line: String, isError: Bool)

    /// Listens until cancelled; `onRunning` gets the port.
    func run(onRunning: @escaping @Sendable (Int) -> Void) async throws
}

/// The registered maker of live page servers.
package enum LiveServing {
    /// Makes a server of `page` on `port` (0: any free one) that passes
    /// the events pages send to `onEvent`.
    package typealias Maker =
        @Sendable (_ page: String, _ port: Int, _ onEvent: @escaping @Sendable (PreviewEvent) -> Void) ->
        any LivePageServing

    private static let registered = Mutex<Maker?>(nil)

    /// The maker, when the program links the live server (the `Live` trait).
    package static var maker: Maker? {
        registered.withLock { $0 }
    }

    /// Whether this program can serve live views.
    package static var isAvailable: Bool { maker != nil }

    /// Registers the maker (the last registration wins).
    package static func register(_ maker: @escaping Maker) {
        registered.withLock { $0 = maker }
    }
}
