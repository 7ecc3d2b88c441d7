/// The start of the pages this module writes (the player and the live
/// page): the document's head with the shared style and the page's own,
/// then its heading and summary.
enum PageTop {
    /// The HTML up to and including the summary.
    ///
    /// - Parameters:
    ///   - title: The page title and heading.
    ///   - summary: The sentence under the heading.
    ///   - style: The page's own CSS rules.
    static func html(title: String, summary: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SVGFormat.escaped(title))</title>
        <style>
        \(PageAssets.pageStyle)
        \(style)
        </style>
        </head>
        <body>
        <h1>\(SVGFormat.escaped(title))</h1>
        <p class="summary">\(SVGFormat.escaped(summary))</p>
        """
    }
}
