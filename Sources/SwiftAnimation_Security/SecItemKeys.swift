import Foundation

private func key(_ name: String) -> CFString { NSString(string: name) }

// The keys and values of keychain queries, with Security's strings.

/// The item's class.
nonisolated(unsafe) public let kSecClass = key("class")
/// A generic password.
nonisolated(unsafe) public let kSecClassGenericPassword = key("genp")
/// An Internet password.
nonisolated(unsafe) public let kSecClassInternetPassword = key("inet")
/// A certificate.
nonisolated(unsafe) public let kSecClassCertificate = key("cert")
/// A cryptographic key.
nonisolated(unsafe) public let kSecClassKey = key("keys")
/// An identity.
nonisolated(unsafe) public let kSecClassIdentity = key("idnt")
/// The account.
nonisolated(unsafe) public let kSecAttrAccount = key("acct")
/// The service.
nonisolated(unsafe) public let kSecAttrService = key("svce")
/// The server (Internet passwords).
nonisolated(unsafe) public let kSecAttrServer = key("srvr")
/// The protocol (Internet passwords).
nonisolated(unsafe) public let kSecAttrProtocol = key("ptcl")
/// The port (Internet passwords).
nonisolated(unsafe) public let kSecAttrPort = key("port")
/// The path (Internet passwords).
nonisolated(unsafe) public let kSecAttrPath = key("path")
/// The access group.
nonisolated(unsafe) public let kSecAttrAccessGroup = key("agrp")
/// The label.
nonisolated(unsafe) public let kSecAttrLabel = key("labl")
/// The description.
nonisolated(unsafe) public let kSecAttrDescription = key("desc")
/// The comment.
nonisolated(unsafe) public let kSecAttrComment = key("icmt")
/// A tag of the application's.
nonisolated(unsafe) public let kSecAttrGeneric = key("gena")
/// Whether the item syncs through iCloud.
nonisolated(unsafe) public let kSecAttrSynchronizable = key("sync")
/// When the item can be read.
nonisolated(unsafe) public let kSecAttrAccessible = key("pdmn")
/// Readable while the device is unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked = key("ak")
/// Readable after the first unlock.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock = key("ck")
/// Readable while unlocked, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = key("aku")
/// Readable after the first unlock, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = key("cku")
/// Readable with a passcode set, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly = key("akpu")
/// When the item was made.
nonisolated(unsafe) public let kSecAttrCreationDate = key("cdat")
/// When the item last changed.
nonisolated(unsafe) public let kSecAttrModificationDate = key("mdat")
/// The item's secret bytes.
nonisolated(unsafe) public let kSecValueData = key("v_Data")
/// The item itself.
nonisolated(unsafe) public let kSecValueRef = key("v_Ref")
/// Whether to return the item's bytes.
nonisolated(unsafe) public let kSecReturnData = key("r_Data")
/// Whether to return the item's attributes.
nonisolated(unsafe) public let kSecReturnAttributes = key("r_Attributes")
/// Whether to return the item.
nonisolated(unsafe) public let kSecReturnRef = key("r_Ref")
/// Whether to return a reference to the item.
nonisolated(unsafe) public let kSecReturnPersistentRef = key("r_PersistentRef")
/// How many items to match.
nonisolated(unsafe) public let kSecMatchLimit = key("m_Limit")
/// One item.
nonisolated(unsafe) public let kSecMatchLimitOne = key("m_LimitOne")
/// Every item.
nonisolated(unsafe) public let kSecMatchLimitAll = key("m_LimitAll")
/// Whether to skip items that need authentication.
nonisolated(unsafe) public let kSecUseAuthenticationUI = key("u_AuthUI")
/// The prompt of an authentication.
nonisolated(unsafe) public let kSecUseOperationPrompt = key("u_OpPrompt")
/// Whether to use the data protection keychain.
nonisolated(unsafe) public let kSecUseDataProtectionKeychain = key("nleg")
/// Items that sync and items that do not.
nonisolated(unsafe) public let kSecAttrSynchronizableAny = key("syna")
