/// `import OSLog` (aliased to this module): Apple's module of the log's API, which re-exports `os`
/// (``os/Logger``, `os_log`, `OSLog`).
@_exported import SwiftAnimation_os
