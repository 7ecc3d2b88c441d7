import ArgumentParser
import Foundation

// SIGTERM and SIGINT stop the child processes too (Shutdown.swift).
Shutdown.install()

// Bad input is one clear line on stderr and exit code 2, never a stack trace.
do {
    var command = try AnimateCommand.parseAsRoot()
    try command.run()
} catch {
    if AnimateCommand.exitCode(for: error) == .success {
        AnimateCommand.exit(withError: error)  // --help, --version
    }
    let message: String
    if let error = error as? AnimateError {
        message = error.description
    } else {
        message = AnimateCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
    FileHandle.standardError.write(Data("animate: \(message)\n".utf8))
    exit(2)
}
