/// `import OSLog`: Apple's module of the log's API, which re-exports `os`
/// (``os/Logger``, `os_log`, `OSLog`).
@_exported import os
