import Foundation

/// The types of the running program, found by the records the compiler
/// emits for every type (the `swift5_type_metadata` section of each loaded
/// image), as Xcode's preview agent finds `#Preview`s: what the preview
/// runner finds `#Preview` registries by, and the asset catalogs the
/// `XcodeOnLinux` plugin's code registers (`AssetBundles`).
///
/// The records are read through the runtime's
/// `swift_enumerateAllMetadataSections`, on ELF platforms (Linux, Android,
/// FreeBSD); elsewhere none are found.
package enum RuntimeTypes {
    /// The non-generic structs, enums and classes of the program whose
    /// mangled names contain `marker`, made by their metadata access
    /// functions (only those: other types' metadata is not made).
    package static func nongeneric(namesContaining marker: String) -> [Any.Type] {
        typeMetadataSections().flatMap { nongenericTypes(in: $0, namesContaining: marker) }
    }

    /// The address range of a section of an image.
    struct SectionRange {
        var start: UInt
        var length: Int
    }

    #if os(Linux) || os(Android) || os(FreeBSD)
    /// The runtime's record of an image's metadata sections (`MetadataSections`
    /// in the runtime's `ImageInspectionCommon.h`, version 2 and later): the
    /// ranges follow four words of header.
    private struct MetadataSections {
        var version: UInt
        var baseAddress: UnsafeRawPointer?
        var unused0: UnsafeRawPointer?
        var unused1: UnsafeRawPointer?
        var protocols: SectionRange
        var protocolConformances: SectionRange
        var typeMetadata: SectionRange
    }

    /// The `swift5_type_metadata` section of every loaded image.
    private static func typeMetadataSections() -> [SectionRange] {
        var ranges: [SectionRange] = []
        withUnsafeMutablePointer(to: &ranges) { pointer in
            enumerateMetadataSections(
                { sections, context in
                    guard let sections, let context else { return false }
                    let image = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                    context.assumingMemoryBound(to: [SectionRange].self).pointee.append(image.typeMetadata)
                    return true
                }, pointer)
        }
        return ranges
    }
    #else
    /// None: the runtime keeps no such records off ELF platforms.
    private static func typeMetadataSections() -> [SectionRange] {
        []
    }
    #endif

    /// A metadata access function: given a request (0, complete metadata), it
    /// returns the metadata and its state.
    private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)

    /// The non-generic structs, enums and classes whose records lie in a
    /// section and whose names contain `marker`, made by their metadata
    /// access functions (only those: other types' metadata is not made).
    private static func nongenericTypes(in range: SectionRange, namesContaining marker: String) -> [Any.Type] {
        guard let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 else { return [] }
        var types: [Any.Type] = []
        // A record is a 32-bit relative pointer to a type context
        // descriptor; its low two bits say how (0 direct, 1 indirect).
        for offset in stride(from: 0, to: range.length, by: 4) {
            let record = start + offset
            let value = record.loadUnaligned(as: Int32.self)
            let kind = value & 3
            guard value != 0, kind <= 1 else { continue }
            var descriptor = record + Int(value & ~3)
            if kind == 1 {
                guard let target = descriptor.loadUnaligned(as: UnsafeRawPointer?.self) else { continue }
                descriptor = target
            }
            // Flags: the kind in the low five bits (16 class, 17 struct,
            // 18 enum), bit 7 set for generic types.
            let flags = descriptor.loadUnaligned(as: UInt32.self)
            guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0,
                let name = relativePointer(at: descriptor + 8),
                String(cString: name.assumingMemoryBound(to: CChar.self)).contains(marker),
                let accessor = relativePointer(at: descriptor + 12)
            else { continue }
            let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
            guard let metadata = access(0).0 else { continue }
            types.append(unsafeBitCast(metadata, to: Any.Type.self))
        }
        return types
    }

    /// The target of the 32-bit relative pointer at an address, `nil` for 0.
    private static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }
}

/// The runtime's `swift_enumerateAllMetadataSections`, through the shim
/// CSwiftRuntimeShims defines in Swift's calling convention (no Swift module
/// imports that C module: see its header).
@_silgen_name("swift_animation_enumerate_metadata_sections")
private func enumerateMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
