import Foundation

extension PreviewSession {
    /// The files that would fail once some files are left out, because
    /// they use a type those files declare: found from the files' syntax,
    /// so that one build round leaves out a failing file and everything
    /// that depends on it, instead of a round for each step of the chain.
    ///
    /// A file is in the cascade when, outside `#if` blocks, it names (see
    /// ``SourceNameUse``) a type-like name (one that begins with a capital
    /// letter: types, protocols, type aliases) that a file left out
    /// declares at file scope, in its own module or a module it imports,
    /// and that no file still built there declares. Each use gets the error the
    /// compiler would give it ("cannot find 'Card' in scope"), at its
    /// place; files that use it in turn follow. Other names (functions,
    /// variables) are not followed: local names repeat them too often, so
    /// their users fail in the next round, as the compiler finds them.
    /// An executable's `main.swift` is not followed either (it is compiled
    /// as its declarations only, at other places). A user type named as an
    /// imported framework's (a project's own `Label`) is followed like any
    /// other, though without it the compiler would find the framework's:
    /// the files that use it are left out, as they would likely fail
    /// against a type they were not written for.
    ///
    /// - Parameters:
    ///   - removed: The files being left out.
    ///   - included: The files built until now (those in `removed` too).
    ///   - files: The user's files.
    ///   - suffixes: Each file's path in the workspace
    ///     (`/Sources/MODULE/NAME`), as its diagnostics name it.
    /// - Returns: The files of the cascade, in the order they were found,
    ///   each with the errors its uses would get.
    static func cascade(
        removing removed: Set<Int>, included: Set<Int>, files: [PreviewSourceFile], suffixes: [String]
    ) -> [(file: Int, diagnostics: [CompilerDiagnostic])] {
        var gone = removed
        var result: [(file: Int, diagnostics: [CompilerDiagnostic])] = []
        var newlyGone = removed
        while !newlyGone.isEmpty {
            let remaining = included.subtracting(gone)
            // Each lost name, with the modules it was declared in.
            var lost: [String: Set<String>] = [:]
            for index in newlyGone {
                for name in files[index].declarations.declaredNames where name.first?.isUppercase == true {
                    lost[name, default: []].insert(files[index].module)
                }
            }
            newlyGone = []
            guard !lost.isEmpty else { break }
            // The modules whose built files still declare a lost name.
            var stillDeclared: [String: Set<String>] = [:]
            for index in remaining {
                for name in files[index].declarations.declaredNames where lost[name] != nil {
                    stillDeclared[name, default: []].insert(files[index].module)
                }
            }
            for index in remaining.sorted() where !TopLevelCode.isMain(files[index].displayPath) {
                let file = files[index]
                let seen = Set([file.module] + file.declarations.imports)
                let visible = Set(
                    lost.filter { name, modules in
                        !modules.isDisjoint(with: seen) && stillDeclared[name, default: []].isDisjoint(with: seen)
                    }.keys)
                let uses = SourceNameUse.uses(of: visible, in: file.source)
                guard !uses.isEmpty else { continue }
                let diagnostics = uses.map {
                    CompilerDiagnostic(file: suffixes[index], line: $0.line, column: $0.column, severity: .error, message: $0.missingMessage)
                }
                result.append((index, diagnostics))
                newlyGone.insert(index)
            }
            gone.formUnion(newlyGone)
        }
        return result
    }
}
