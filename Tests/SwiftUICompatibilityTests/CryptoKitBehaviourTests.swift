#if CryptoKit
import CryptoKit
import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("CryptoKit on swift-crypto")
struct CryptoKitBehaviourTests {
    /// SHA-256 of "abc" is the FIPS 180-2 test vector ba7816bf...15ad;
    /// a view shows its first 12 hex digits.
    @Test func hashesMatchTheirPublishedVectors() throws {
        #expect(Data("abc".utf8).sha256Hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let host = ViewHost(FingerprintView(text: "abc"), size: CGSize(width: 300, height: 100))
        #expect(host.find(text: "ba7816bf8f01") != nil)
        // HMAC-SHA256 of RFC 4231's test case 2.
        let mac = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8)))
        #expect(Data(mac).map { String(format: "%02x", $0) }.joined() == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// A sealed note opens with its key and not with another.
    @Test func sealedNotesOpenWithTheirKey() throws {
        let key = SymmetricKey(size: .bits256)
        let sealed = try #require(try sealNote("hello", with: key))
        #expect(try openNote(sealed, with: key) == "hello")
        #expect(throws: (any Error).self) { try openNote(sealed, with: SymmetricKey(size: .bits256)) }
    }
}
#endif
