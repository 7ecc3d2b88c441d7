import AnimationPreview
import Foundation

extension PreviewSession {
    /// How building the user's files went.
    struct CompileReport {
        /// `nil` when the program was built; else the compiler's report, at
        /// the user's lines.
        var failure: String?
        /// The files left out so that the others could build (only when
        /// asked to leave failing files out), each with the compiler's
        /// report on it.
        var excluded: [(file: Int, report: String)] = []
        /// When the build failed: each of the user's files with errors,
        /// with the compiler's report on it.
        var failing: [(file: Int, report: String)] = []
    }

    /// The most builds that leave failing files out before giving up: a
    /// file that fails can make the files that use it fail in turn (those
    /// that use its types are left out with it, ``cascade(removing:included:files:suffixes:)``;
    /// those that use its functions or variables fail in the next build),
    /// and `swift build` stops starting modules after the first that
    /// fails, so that a repository of many apps shows its failing files a
    /// few modules at a time.
    static let exclusionRounds = 16

    /// Builds the files in the workspace (the caller holds its lock),
    /// dropping candidates whose registration does not compile. With an
    /// assets folder, the catalogs' generated asset symbols are built with
    /// them (``/AnimationPreview/AssetSymbols``), as Xcode builds them.
    ///
    /// - Parameters:
    ///   - files: The user's files, each in its module.
    ///   - choice: The preview chosen, whose view or app is registered even
    ///     when the files have previews.
    ///   - assets: The assets folder.
    ///   - timings: Where the build's time is added.
    ///   - excludingFailures: Whether a file with errors is left out (and
    ///     reported) so that the others build, as `animate previews` does.
    func compile(
        _ files: [PreviewSourceFile], choice: String?, assets: String?, timings: inout Timings, excludingFailures: Bool = false
    ) throws -> CompileReport {
        // (A seeded workspace has a plan and no SwiftPM build: checked first,
        // the package's files are not read on every preview.)
        if !workspace.hasBuilt, !FileManager.default.fileExists(atPath: workspace.quickPlanFile.path),
            !(workspace.seedBuild.map(workspace.seedIsCurrent) ?? false)
        {
            log("compiling swift-animation for previews, once (a few minutes: swift-syntax, for the #Preview macro)...")
        }
        // (`animate previews` reports them in its manifest.)
        if !excludingFailures {
            for warning in Self.duplicatePreviewNames(files) { diagnosticsOutput(warning) }
        }
        var registrations = Self.registrations(of: files, choice: choice)
        let names = Self.copyNames(files)
        let suffixes = zip(files, names).map { "/Sources/\($0.module)/\($1)" }
        let symbols =
            assets.flatMap { AssetSymbols.source(forAssetsIn: URL(fileURLWithPath: $0)) }
            .map { (name: "_AnimateAssetSymbols.swift", text: $0) }
        var included = Set(files.indices)
        var report = CompileReport()
        var build: PreviewWorkspace.BuildOutput
        var diagnostics: [CompilerDiagnostic]
        var rounds = 0
        repeat {
            let modules = Self.modules(of: files, included: included)
            var lines: [String: [Int: (file: Int, registration: PreviewRegistration)]] = [:]
            var written: [(module: PreviewWorkspace.Module, sources: [(name: String, text: String)])] = []
            for module in modules {
                let members = files.indices.filter { included.contains($0) && files[$0].module == module.name }
                let candidates = PreviewCandidates.source(
                    members.map { (files[$0].displayPath, registrations[$0]) }, typeName: module.candidatesType)
                lines[module.name] = candidates.lines.mapValues { (members[$0.file], $0.registration) }
                var sources = members.map { index in
                    let file = files[index]
                    return (
                        name: names[index], text: TopLevelCode.isMain(file.displayPath) ? TopLevelCode.declarationsOnly(file.source) : file.source
                    )
                }
                sources.append((PreviewCandidates.fileName, candidates.text))
                // The asset symbols, in every module, as Xcode generates them per target.
                if let symbols { sources.append(symbols) }
                // The classes of the module's Core Data and Core ML models, as Xcode generates them.
                sources += Self.modelSources(of: members.map { files[$0] })
                written.append((module, sources))
            }
            try workspace.write(modules: written)
            build = try workspace.build(modules: written.map(\.module))
            timings.build += build.seconds
            timings.quickBuild = build.quick
            // A crash of the compiler is an error on the file it was compiling.
            diagnostics = CompilerDiagnostic.parse(build.output) + CompilerCrash.diagnostics(in: build.output)
            guard !build.succeeded else { break }
            // Errors only in the registrations: those candidates do not
            // exist as the scanner thought (an init with arguments, a
            // type under #if); drop them and build again.
            let errors = diagnostics.filter { $0.severity == .error }
            var dropped = false
            var onlyRegistrations = !errors.isEmpty
            for error in errors {
                guard let module = modules.first(where: { error.file.hasSuffix("/Sources/\($0.name)/" + PreviewCandidates.fileName) }),
                    let (index, registration) = lines[module.name]?[error.line]
                else {
                    onlyRegistrations = false
                    break
                }
                if let position = registrations[index].firstIndex(of: registration) {
                    registrations[index].remove(at: position)
                    dropped = true
                }
            }
            if onlyRegistrations, dropped { continue }
            // Errors in the user's files: leave those files out, when asked.
            let failing = Set(errors.compactMap { error in suffixes.firstIndex { error.file.hasSuffix($0) } })
            // A module this machine does not have stops its importer's
            // module at that file: every file that imports it outside an
            // `#if` is left out at once, not one a build.
            let missing = Set(errors.compactMap(Self.missingModule))
            let importers = Set(
                included.filter { index in
                    !failing.contains(index) && files[index].declarations.unconditionalImports.contains(where: missing.contains)
                })
            rounds += 1
            // The files that use a type of those, left out with them (not a
            // round later, with the compiler's "cannot find 'X' in scope").
            let cascade =
                excludingFailures && !failing.isEmpty
                ? Self.cascade(removing: failing.union(importers), included: included, files: files, suffixes: suffixes) : []
            guard excludingFailures, !failing.isEmpty, rounds < Self.exclusionRounds,
                failing.count + importers.count + cascade.count < included.count
            else {
                break
            }
            let before = report.excluded
            for index in failing.sorted() {
                let own = diagnostics.filter { $0.file.hasSuffix(suffixes[index]) }
                let notes = Self.rootNotes(for: own, excluded: before, files: files)
                report.excluded.append((index, ([Self.report(own, files: files, names: names, output: "")] + notes).joined(separator: "\n")))
                included.remove(index)
            }
            for index in importers.sorted() {
                let modules = files[index].declarations.unconditionalImports.filter(missing.contains)
                let list = modules.map { "'\($0)'" }.joined(separator: ", ")
                report.excluded.append((index, "\(files[index].displayPath): error: no such module \(list) (imported by this file)"))
                included.remove(index)
            }
            for (index, errors) in cascade {
                let notes = Self.rootNotes(for: errors, excluded: report.excluded, files: files)
                report.excluded.append((index, ([Self.report(errors, files: files, names: names, output: "")] + notes).joined(separator: "\n")))
                included.remove(index)
            }
        } while true
        guard build.succeeded else {
            report.failure = Self.report(diagnostics, files: files, names: names, output: build.output)
            let errors = diagnostics.filter { $0.severity == .error }
            for index in files.indices where included.contains(index) {
                let own = errors.filter { $0.file.hasSuffix(suffixes[index]) }
                if !own.isEmpty { report.failing.append((index, Self.report(own, files: files, names: names, output: ""))) }
            }
            return report
        }
        // Warnings of the user's files only: the package's own (such as the
        // `SwiftUI` module's macros declared without their plugin, which
        // only the user's files load) are not the user's to act on.
        let warnings = diagnostics.filter { diagnostic in
            diagnostic.severity == .warning && suffixes.contains { diagnostic.file.hasSuffix($0) }
        }
        if !warnings.isEmpty {
            diagnosticsOutput(Self.report(warnings, files: files, names: names, output: ""))
        }
        return report
    }

    /// The module a "no such module 'X'" error names.
    static func missingModule(_ error: CompilerDiagnostic) -> String? {
        guard error.message.hasPrefix("no such module '") else { return nil }
        let name = error.message.dropFirst("no such module '".count).prefix { $0 != "'" }
        return name.isEmpty ? nil : String(name)
    }

    /// The workspace modules of the files (those included), in the order
    /// of their first files, each depending on the others it imports.
    static func modules(of files: [PreviewSourceFile], included: Set<Int>? = nil) -> [PreviewWorkspace.Module] {
        var order: [String] = []
        var imports: [String: [String]] = [:]
        for (index, file) in files.enumerated() where included?.contains(index) ?? true {
            if imports[file.module] == nil {
                order.append(file.module)
                imports[file.module] = []
            }
            for name in file.declarations.imports where !imports[file.module, default: []].contains(name) {
                imports[file.module, default: []].append(name)
            }
        }
        let names = Set(order)
        return order.map { name in
            PreviewWorkspace.Module(name: name, dependencies: imports[name, default: []].filter { names.contains($0) && $0 != name })
        }
    }

    /// The names of the users' files in the workspace: their own, but for
    /// a name an earlier file of the same module has, which gets a number
    /// (one module cannot hold two files of one name).
    static func copyNames(_ files: [PreviewSourceFile]) -> [String] {
        var taken: [String: Set<String>] = [:]
        return files.map { file in
            // An executable's top-level code is copied as declarations only.
            let name = TopLevelCode.isMain(file.displayPath) ? TopLevelCode.copyName : (file.displayPath as NSString).lastPathComponent
            var candidate = name
            var number = 2
            while !taken[file.module, default: [PreviewCandidates.fileName]].insert(candidate).inserted {
                candidate = (name as NSString).deletingPathExtension + "_\(number).swift"
                number += 1
            }
            return candidate
        }
    }
}
