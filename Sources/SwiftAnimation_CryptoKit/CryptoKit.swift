#if CryptoKit
// `import CryptoKit` is swift-crypto's `Crypto`, Apple's own implementation
// of CryptoKit's API for Linux: the same names and results (hashes, HMAC,
// AES-GCM, ChaChaPoly, P-256/384/521 and Curve25519 keys, HKDF).
@_exported import Crypto
#else
// Without the CryptoKit trait the module is here but empty of CryptoKit's
// names but these, which say how to get them (the trait builds
// swift-crypto, a C library, so the default build leaves it out).

/// CryptoKit's SHA-256, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public struct SHA256 {
    /// Hashes data (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public static func hash<D>(data: D) -> Never { fatalError() }
    /// A hasher (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public init() { fatalError() }
}

/// CryptoKit's SHA-384, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public struct SHA384 {
    /// Hashes data (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public static func hash<D>(data: D) -> Never { fatalError() }
    /// A hasher (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public init() { fatalError() }
}

/// CryptoKit's SHA-512, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public struct SHA512 {
    /// Hashes data (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public static func hash<D>(data: D) -> Never { fatalError() }
    /// A hasher (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public init() { fatalError() }
}

/// CryptoKit's insecure hashes, which need the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum Insecure {
    /// MD5 (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public struct MD5 {
        /// Hashes data (needs the trait).
        @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
        public static func hash<D>(data: D) -> Never { fatalError() }
    }

    /// SHA-1 (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public struct SHA1 {
        /// Hashes data (needs the trait).
        @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
        public static func hash<D>(data: D) -> Never { fatalError() }
    }
}

/// CryptoKit's symmetric keys, which need the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public struct SymmetricKey {
    /// A key of bytes (needs the trait).
    @available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
    public init<D>(data: D) { fatalError() }
}

/// CryptoKit's HMAC, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum HMAC<H> {}

/// CryptoKit's AES, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum AES {}

/// CryptoKit's ChaCha20-Poly1305, which needs the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum ChaChaPoly {}

/// CryptoKit's P-256 keys, which need the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum P256 {}

/// CryptoKit's Curve25519 keys, which need the package's `CryptoKit` trait.
@available(*, unavailable, message: "CryptoKit on Linux is swift-crypto: enable swift-animation's CryptoKit trait")
public enum Curve25519 {}
#endif
