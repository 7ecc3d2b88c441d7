/// Apple's declarations of the system types: identifier, the types it
/// conforms to, its filename extensions (the first is preferred), its MIME
/// types and its description, as UTType's documentation lists them.
enum SystemTypes {
    struct Declaration: Sendable {
        let identifier: String
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String
    }

    static let all: [Declaration] = [
        .init(identifier: "public.item", parents: [], extensions: [], mimeTypes: [], description: "item"),
        .init(identifier: "public.content", parents: [], extensions: [], mimeTypes: [], description: "content"),
        .init(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeTypes: [], description: "composite content"),
        .init(identifier: "public.data", parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"], description: "data"),
        .init(identifier: "public.directory", parents: ["public.item"], extensions: [], mimeTypes: [], description: "directory"),
        .init(identifier: "public.folder", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "folder"),
        .init(identifier: "public.volume", parents: ["public.folder"], extensions: [], mimeTypes: [], description: "volume"),
        .init(identifier: "com.apple.package", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "package"),
        .init(identifier: "com.apple.bundle", parents: ["public.directory"], extensions: ["bundle"], mimeTypes: [], description: "bundle"),
        .init(identifier: "com.apple.application", parents: ["public.item"], extensions: [], mimeTypes: [], description: "application"),
        .init(
            identifier: "com.apple.application-bundle", parents: ["com.apple.application", "com.apple.bundle", "com.apple.package"],
            extensions: ["app"], mimeTypes: [], description: "application"),
        .init(identifier: "public.executable", parents: ["public.item"], extensions: [], mimeTypes: [], description: "executable"),
        .init(identifier: "public.symlink", parents: ["public.item"], extensions: [], mimeTypes: [], description: "symbolic link"),
        .init(identifier: "com.apple.alias-file", parents: ["public.data"], extensions: [], mimeTypes: [], description: "alias"),
        .init(identifier: "public.url", parents: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        .init(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeTypes: [], description: "file URL"),
        .init(identifier: "public.text", parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["text/*"], description: "text"),
        .init(
            identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"],
            description: "plain text"),
        .init(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 plain text"),
        .init(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text"),
        .init(
            identifier: "public.utf8-tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"],
            mimeTypes: ["text/tab-separated-values"], description: "tab-separated values"),
        .init(identifier: "public.delimited-values-text", parents: ["public.text"], extensions: [], mimeTypes: [], description: "delimited values"),
        .init(
            identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"],
            description: "comma-separated values"),
        .init(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], description: "rich text"),
        .init(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML"),
        .init(
            identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML"),
        .init(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
        .init(
            identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML"),
        .init(
            identifier: "net.daringfireball.markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"], mimeTypes: ["text/markdown"],
            description: "Markdown"),
        .init(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code"),
        .init(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [], description: "Swift source"),
        .init(identifier: "public.script", parents: ["public.source-code"], extensions: [], mimeTypes: [], description: "script"),
        .init(
            identifier: "com.netscape.javascript-source", parents: ["public.script"], extensions: ["js"], mimeTypes: ["text/javascript"],
            description: "JavaScript"),
        .init(
            identifier: "public.python-script", parents: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script"],
            description: "Python script"),
        .init(
            identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh"], mimeTypes: ["application/x-sh"],
            description: "shell script"),
        .init(identifier: "public.log", parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [], description: "log"),
        .init(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], mimeTypes: [], description: "property list"),
        .init(
            identifier: "com.apple.xml-property-list", parents: ["public.xml", "com.apple.property-list"], extensions: [], mimeTypes: [],
            description: "XML property list"),
        .init(
            identifier: "public.vcard", parents: ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"],
            description: "vCard"),
        .init(identifier: "public.contact", parents: ["public.data"], extensions: [], mimeTypes: [], description: "contact"),
        .init(identifier: "public.calendar-event", parents: ["public.item"], extensions: [], mimeTypes: [], description: "calendar event"),
        .init(
            identifier: "public.email-message", parents: ["public.data", "public.composite-content"], extensions: ["eml"],
            mimeTypes: ["message/rfc822"], description: "email message"),
        .init(identifier: "public.image", parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["image/*"], description: "image"),
        .init(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
        .init(
            identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"],
            description: "JPEG image"),
        .init(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
        .init(
            identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
        .init(
            identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"],
            description: "Windows bitmap image"),
        .init(
            identifier: "com.microsoft.ico", parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"],
            description: "Windows icon image"),
        .init(
            identifier: "public.heic", parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
        .init(
            identifier: "public.heif", parents: ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
        .init(identifier: "public.heif-standard", parents: ["public.image"], extensions: [], mimeTypes: [], description: "HEIF standard image"),
        .init(
            identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
        .init(
            identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"],
            description: "SVG image"),
        .init(identifier: "public.camera-raw-image", parents: ["public.image"], extensions: [], mimeTypes: [], description: "raw image"),
        .init(identifier: "com.apple.live-photo", parents: ["public.item"], extensions: [], mimeTypes: [], description: "Live Photo"),
        .init(
            identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"],
            description: "PDF document"),
        .init(
            identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [],
            description: "audiovisual content"),
        .init(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["video/*"], description: "movie"),
        .init(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeTypes: [], description: "video"),
        .init(
            identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
            description: "QuickTime movie"),
        .init(
            identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"],
            description: "MPEG-4 movie"),
        .init(identifier: "public.avi", parents: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/avi"], description: "AVI movie"),
        .init(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["audio/*"], description: "audio"),
        .init(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
        .init(
            identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
        .init(
            identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav"],
            description: "Waveform audio"),
        .init(
            identifier: "public.aiff-audio", parents: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"],
            description: "AIFF audio"),
        .init(identifier: "public.archive", parents: ["public.data"], extensions: [], mimeTypes: [], description: "archive"),
        .init(
            identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"],
            description: "ZIP archive"),
        .init(
            identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/gzip"],
            description: "gzip archive"),
        .init(identifier: "public.disk-image", parents: ["public.archive"], extensions: [], mimeTypes: [], description: "disk image"),
        .init(identifier: "public.font", parents: ["public.data"], extensions: [], mimeTypes: [], description: "font"),
        .init(
            identifier: "public.truetype-ttf-font", parents: ["public.font"], extensions: ["ttf"], mimeTypes: ["font/ttf"],
            description: "TrueType font"),
        .init(
            identifier: "public.opentype-font", parents: ["public.font"], extensions: ["otf"], mimeTypes: ["font/otf"], description: "OpenType font"),
        .init(identifier: "public.spreadsheet", parents: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet"),
        .init(identifier: "public.presentation", parents: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation"),
        .init(identifier: "public.database", parents: ["public.item"], extensions: [], mimeTypes: [], description: "database"),
        .init(identifier: "public.3d-content", parents: ["public.content"], extensions: [], mimeTypes: [], description: "3D content"),
        .init(
            identifier: "com.pixar.universal-scene-description-mobile", parents: ["public.3d-content", "public.zip-archive"], extensions: ["usdz"],
            mimeTypes: ["model/vnd.usdz+zip"], description: "USDZ"),
        .init(
            identifier: "org.idpf.epub-container", parents: ["public.zip-archive", "public.composite-content"], extensions: ["epub"],
            mimeTypes: ["application/epub+zip"], description: "EPUB"),
        .init(identifier: "public.message", parents: ["public.item"], extensions: [], mimeTypes: [], description: "message"),
        .init(identifier: "public.bookmark", parents: ["public.item"], extensions: [], mimeTypes: [], description: "bookmark"),
        .init(
            identifier: "public.mpeg", parents: ["public.movie"], extensions: ["mpg", "mpeg"], mimeTypes: ["video/mpeg"], description: "MPEG movie"),
        .init(
            identifier: "public.mpeg-2-video", parents: ["public.movie"], extensions: ["m2v"], mimeTypes: ["video/mpeg2"], description: "MPEG-2 video"
        ),
        .init(
            identifier: "public.mpeg-2-transport-stream", parents: ["public.movie"], extensions: ["ts"], mimeTypes: ["video/mp2t"],
            description: "MPEG-2 transport stream"),
        .init(
            identifier: "public.midi-audio", parents: ["public.audio"], extensions: ["mid", "midi"], mimeTypes: ["audio/midi"],
            description: "MIDI audio"),
        .init(identifier: "public.playlist", parents: ["public.content"], extensions: [], mimeTypes: [], description: "playlist"),
        .init(
            identifier: "public.m3u-playlist", parents: ["public.playlist", "public.text"], extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl"],
            description: "M3U playlist"),
        .init(identifier: "public.c-source", parents: ["public.source-code"], extensions: ["c"], mimeTypes: [], description: "C source"),
        .init(identifier: "public.c-header", parents: ["public.source-code"], extensions: ["h"], mimeTypes: [], description: "C header"),
        .init(
            identifier: "public.c-plus-plus-source", parents: ["public.source-code"], extensions: ["cpp", "cc", "cxx"], mimeTypes: [],
            description: "C++ source"),
        .init(
            identifier: "public.c-plus-plus-header", parents: ["public.source-code"], extensions: ["hpp", "hh"], mimeTypes: [],
            description: "C++ header"),
        .init(
            identifier: "public.objective-c-source", parents: ["public.source-code"], extensions: ["m"], mimeTypes: [],
            description: "Objective-C source"),
        .init(
            identifier: "public.ruby-script", parents: ["public.script"], extensions: ["rb"], mimeTypes: ["text/x-ruby"], description: "Ruby script"),
        .init(
            identifier: "public.perl-script", parents: ["public.script"], extensions: ["pl", "pm"], mimeTypes: ["text/x-perl"],
            description: "Perl script"),
        .init(identifier: "public.php-script", parents: ["public.script"], extensions: ["php"], mimeTypes: ["text/php"], description: "PHP script"),
        .init(
            identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"],
            mimeTypes: ["text/tab-separated-values"], description: "tab-separated text"),
        .init(
            identifier: "com.apple.binary-property-list", parents: ["com.apple.property-list"], extensions: [], mimeTypes: [],
            description: "binary property list"),
        .init(
            identifier: "public.x509-certificate", parents: ["public.data"], extensions: ["cer", "crt"], mimeTypes: ["application/x-x509-ca-cert"],
            description: "X.509 certificate"),
        .init(
            identifier: "com.rsa.pkcs-12", parents: ["public.data"], extensions: ["p12", "pfx"], mimeTypes: ["application/x-pkcs12"],
            description: "PKCS #12 archive"),
        .init(
            identifier: "public.bzip2-archive", parents: ["public.archive", "public.data"], extensions: ["bz2"], mimeTypes: ["application/x-bzip2"],
            description: "bzip2 archive"),
        .init(
            identifier: "com.apple.icns", parents: ["public.image"], extensions: ["icns"], mimeTypes: ["image/x-icns"],
            description: "Apple icon image"),
        .init(identifier: "com.ilm.openexr-image", parents: ["public.image"], extensions: ["exr"], mimeTypes: [], description: "OpenEXR image"),
        .init(
            identifier: "com.apple.webarchive", parents: ["public.data", "public.composite-content"], extensions: ["webarchive"],
            mimeTypes: ["application/x-webarchive"], description: "web archive"),
        .init(identifier: "com.apple.scenekit.scene", parents: ["public.data"], extensions: ["scn"], mimeTypes: [], description: "SceneKit scene"),
        .init(identifier: "com.apple.reality", parents: ["public.data"], extensions: ["reality"], mimeTypes: [], description: "Reality file"),
        .init(identifier: "com.apple.framework", parents: ["com.apple.bundle"], extensions: ["framework"], mimeTypes: [], description: "framework"),
        .init(
            identifier: "public.unix-executable", parents: ["public.data", "public.executable"], extensions: [], mimeTypes: [],
            description: "Unix executable"),
        .init(
            identifier: "com.microsoft.windows-executable", parents: ["public.data", "public.executable"], extensions: ["exe"], mimeTypes: [],
            description: "Windows executable"),
        .init(identifier: "public.to-do-item", parents: ["public.content"], extensions: [], mimeTypes: [], description: "to-do item")
    ]

    static let byIdentifier: [String: Declaration] = Dictionary(all.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
}
