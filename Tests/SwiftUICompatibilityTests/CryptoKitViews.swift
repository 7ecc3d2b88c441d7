#if CryptoKit
import CryptoKit
import SwiftUI

// CryptoKit as apps use it: a content hash shown as hex (a cache key, a
// file's fingerprint), and a sealed note.

extension Data {
    var sha256Hex: String {
        SHA256.hash(data: self).map { String(format: "%02x", $0) }.joined()
    }
}

struct FingerprintView: View {
    let text: String

    var body: some View {
        Text(String(Data(text.utf8).sha256Hex.prefix(12)))
            .font(.system(.body, design: .monospaced))
    }
}

func sealNote(_ note: String, with key: SymmetricKey) throws -> Data? {
    try AES.GCM.seal(Data(note.utf8), using: key).combined
}

func openNote(_ sealed: Data, with key: SymmetricKey) throws -> String {
    String(decoding: try AES.GCM.open(AES.GCM.SealedBox(combined: sealed), using: key), as: UTF8.self)
}
#endif
