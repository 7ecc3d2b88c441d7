import Foundation
import Security
import SwiftUI

// The keychain as apps use it (Swift 5 mode, Apple's module names).

/// A keychain helper, as tutorials write one.
final class KeychainHelper {
    static let standard = KeychainHelper()

    func save(_ data: Data, service: String, account: String) {
        let query = [
            kSecValueData: data,
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: service,
            kSecAttrAccount: account,
        ] as CFDictionary
        let status = SecItemAdd(query, nil)
        if status == errSecDuplicateItem {
            let query = [
                kSecAttrService: service,
                kSecAttrAccount: account,
                kSecClass: kSecClassGenericPassword,
            ] as CFDictionary
            let attributesToUpdate = [kSecValueData: data] as CFDictionary
            SecItemUpdate(query, attributesToUpdate)
        }
    }

    func read(service: String, account: String) -> Data? {
        let query = [
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecClass: kSecClassGenericPassword,
            kSecReturnData: true,
        ] as CFDictionary
        var result: AnyObject?
        SecItemCopyMatching(query, &result)
        return result as? Data
    }

    func delete(service: String, account: String) {
        let query = [
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecClass: kSecClassGenericPassword,
        ] as CFDictionary
        SecItemDelete(query)
    }
}

/// A token store written with string keys, as other apps write it.
enum TokenStore {
    static func accounts(service: String) -> [String] {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecMatchLimit as String: kSecMatchLimitAll,
            kSecReturnAttributes as String: kCFBooleanTrue!,
        ]
        var items: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &items) == errSecSuccess,
            let found = items as? [[String: Any]]
        else { return [] }
        return found.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
    }
}

/// A sign-in screen that remembers its token.
struct RememberedSignIn: View {
    @State private var token = ""

    var body: some View {
        VStack {
            Text(token.isEmpty ? "Signed out" : "Token \(token)")
            Button("Sign in") {
                KeychainHelper.standard.save(Data("abc123".utf8), service: "signin-screen", account: "me")
                token = String(decoding: KeychainHelper.standard.read(service: "signin-screen", account: "me") ?? Data(), as: UTF8.self)
            }
        }
    }
}
