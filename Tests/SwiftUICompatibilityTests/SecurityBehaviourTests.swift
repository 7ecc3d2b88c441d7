import Foundation
import Security
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("The keychain")
struct SecurityBehaviourTests {
    /// Saving twice updates (the second add is a duplicate); reading gives
    /// the data back; deleting leaves nothing; a missing item is not found.
    @Test func itemsAreAddedReadUpdatedAndDeleted() {
        let helper = KeychainHelper.standard
        helper.save(Data("one".utf8), service: "keychain-test", account: "ada")
        helper.save(Data("two".utf8), service: "keychain-test", account: "ada")
        #expect(helper.read(service: "keychain-test", account: "ada") == Data("two".utf8))
        #expect(helper.read(service: "keychain-test", account: "bob") == nil)
        let duplicate = [kSecClass: kSecClassGenericPassword, kSecAttrService: "keychain-test", kSecAttrAccount: "ada"] as CFDictionary
        #expect(SecItemAdd(duplicate, nil) == errSecDuplicateItem)
        helper.delete(service: "keychain-test", account: "ada")
        #expect(helper.read(service: "keychain-test", account: "ada") == nil)
        #expect(SecItemDelete(duplicate) == errSecItemNotFound)
        #expect(SecItemAdd([kSecAttrAccount: "no class"] as CFDictionary, nil) == errSecParam)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
    }

    /// All the accounts of a service, with their attributes; other
    /// services' items are not matched.
    @Test func allMatchesComeBackWithTheirAttributes() {
        for account in ["c", "a", "b"] {
            KeychainHelper.standard.save(Data(account.utf8), service: "token-store", account: account)
        }
        KeychainHelper.standard.save(Data(), service: "other-store", account: "z")
        #expect(TokenStore.accounts(service: "token-store") == ["a", "b", "c"])
        #expect(TokenStore.accounts(service: "missing-store").isEmpty)
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes.contains { $0 != 0 })
        #expect(SecRandomCopyBytes(kSecRandomDefault, -1, &bytes) == errSecParam)
    }

    /// A screen that signs in stores its token and shows it.
    @Test func aScreenRemembersItsToken() {
        let host = ViewHost(RememberedSignIn(), size: CGSize(width: 300, height: 200))
        #expect(tap("Sign in", in: host))
        #expect(host.find(text: "Token abc123") != nil)
    }
}
