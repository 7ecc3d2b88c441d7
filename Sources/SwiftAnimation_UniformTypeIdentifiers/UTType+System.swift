// The system's types by their names in Swift, as Apple's UTType has them.

extension UTType {
    /// `public.item`.
    public static let item = UTType.system("public.item")
    /// `public.content`.
    public static let content = UTType.system("public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType.system("public.composite-content")
    /// `public.data`.
    public static let data = UTType.system("public.data")
    /// `public.directory`.
    public static let directory = UTType.system("public.directory")
    /// `public.folder`.
    public static let folder = UTType.system("public.folder")
    /// `public.volume`.
    public static let volume = UTType.system("public.volume")
    /// `com.apple.package`.
    public static let package = UTType.system("com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType.system("com.apple.bundle")
    /// `com.apple.application`.
    public static let application = UTType.system("com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType.system("com.apple.application-bundle")
    /// `public.executable`.
    public static let executable = UTType.system("public.executable")
    /// `public.symlink`.
    public static let symbolicLink = UTType.system("public.symlink")
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType.system("com.apple.alias-file")
    /// `public.url`.
    public static let url = UTType.system("public.url")
    /// `public.file-url`.
    public static let fileURL = UTType.system("public.file-url")
    /// `public.text`.
    public static let text = UTType.system("public.text")
    /// `public.plain-text`.
    public static let plainText = UTType.system("public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType.system("public.utf8-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType.system("public.utf16-plain-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType.system("public.utf8-tab-separated-values-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType.system("public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType.system("public.comma-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType.system("public.rtf")
    /// `public.html`.
    public static let html = UTType.system("public.html")
    /// `public.xml`.
    public static let xml = UTType.system("public.xml")
    /// `public.json`.
    public static let json = UTType.system("public.json")
    /// `public.yaml`.
    public static let yaml = UTType.system("public.yaml")
    /// `public.source-code`.
    public static let sourceCode = UTType.system("public.source-code")
    /// `public.swift-source`.
    public static let swiftSource = UTType.system("public.swift-source")
    /// `public.script`.
    public static let script = UTType.system("public.script")
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType.system("com.netscape.javascript-source")
    /// `public.python-script`.
    public static let pythonScript = UTType.system("public.python-script")
    /// `public.shell-script`.
    public static let shellScript = UTType.system("public.shell-script")
    /// `public.log`.
    public static let log = UTType.system("public.log")
    /// `com.apple.property-list`.
    public static let propertyList = UTType.system("com.apple.property-list")
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType.system("com.apple.xml-property-list")
    /// `public.vcard`.
    public static let vCard = UTType.system("public.vcard")
    /// `public.contact`.
    public static let contact = UTType.system("public.contact")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType.system("public.calendar-event")
    /// `public.email-message`.
    public static let emailMessage = UTType.system("public.email-message")
    /// `public.image`.
    public static let image = UTType.system("public.image")
    /// `public.png`.
    public static let png = UTType.system("public.png")
    /// `public.jpeg`.
    public static let jpeg = UTType.system("public.jpeg")
    /// `com.compuserve.gif`.
    public static let gif = UTType.system("com.compuserve.gif")
    /// `public.tiff`.
    public static let tiff = UTType.system("public.tiff")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType.system("com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType.system("com.microsoft.ico")
    /// `public.heic`.
    public static let heic = UTType.system("public.heic")
    /// `public.heif`.
    public static let heif = UTType.system("public.heif")
    /// `org.webmproject.webp`.
    public static let webP = UTType.system("org.webmproject.webp")
    /// `public.svg-image`.
    public static let svg = UTType.system("public.svg-image")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType.system("public.camera-raw-image")
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType.system("com.apple.live-photo")
    /// `com.adobe.pdf`.
    public static let pdf = UTType.system("com.adobe.pdf")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType.system("public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType.system("public.movie")
    /// `public.video`.
    public static let video = UTType.system("public.video")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType.system("com.apple.quicktime-movie")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType.system("public.mpeg-4")
    /// `public.avi`.
    public static let avi = UTType.system("public.avi")
    /// `public.audio`.
    public static let audio = UTType.system("public.audio")
    /// `public.mp3`.
    public static let mp3 = UTType.system("public.mp3")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType.system("public.mpeg-4-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType.system("com.microsoft.waveform-audio")
    /// `public.aiff-audio`.
    public static let aiff = UTType.system("public.aiff-audio")
    /// `public.archive`.
    public static let archive = UTType.system("public.archive")
    /// `public.zip-archive`.
    public static let zip = UTType.system("public.zip-archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType.system("org.gnu.gnu-zip-archive")
    /// `public.disk-image`.
    public static let diskImage = UTType.system("public.disk-image")
    /// `public.font`.
    public static let font = UTType.system("public.font")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType.system("public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType.system("public.presentation")
    /// `public.database`.
    public static let database = UTType.system("public.database")
    /// `public.3d-content`.
    public static let threeDContent = UTType.system("public.3d-content")
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType.system("com.pixar.universal-scene-description-mobile")
    /// `org.idpf.epub-container`.
    public static let epub = UTType.system("org.idpf.epub-container")
    /// `public.message`.
    public static let message = UTType.system("public.message")
    /// `public.bookmark`.
    public static let bookmark = UTType.system("public.bookmark")
    /// `public.mpeg`.
    public static let mpeg = UTType.system("public.mpeg")
    /// `public.mpeg-2-video`.
    public static let mpeg2Video = UTType.system("public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType.system("public.mpeg-2-transport-stream")
    /// `public.midi-audio`.
    public static let midi = UTType.system("public.midi-audio")
    /// `public.playlist`.
    public static let playlist = UTType.system("public.playlist")
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType.system("public.m3u-playlist")
    /// `public.c-source`.
    public static let cSource = UTType.system("public.c-source")
    /// `public.c-header`.
    public static let cHeader = UTType.system("public.c-header")
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType.system("public.c-plus-plus-source")
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType.system("public.c-plus-plus-header")
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType.system("public.objective-c-source")
    /// `public.ruby-script`.
    public static let rubyScript = UTType.system("public.ruby-script")
    /// `public.perl-script`.
    public static let perlScript = UTType.system("public.perl-script")
    /// `public.php-script`.
    public static let phpScript = UTType.system("public.php-script")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType.system("public.tab-separated-values-text")
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType.system("com.apple.binary-property-list")
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType.system("public.x509-certificate")
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType.system("com.rsa.pkcs-12")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType.system("public.bzip2-archive")
    /// `com.apple.icns`.
    public static let icns = UTType.system("com.apple.icns")
    /// `com.ilm.openexr-image`.
    public static let exr = UTType.system("com.ilm.openexr-image")
    /// `com.apple.webarchive`.
    public static let webArchive = UTType.system("com.apple.webarchive")
    /// `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType.system("com.apple.scenekit.scene")
    /// `com.apple.reality`.
    public static let realityFile = UTType.system("com.apple.reality")
    /// `com.apple.framework`.
    public static let framework = UTType.system("com.apple.framework")
    /// `public.unix-executable`.
    public static let unixExecutable = UTType.system("public.unix-executable")
    /// `com.microsoft.windows-executable`.
    public static let exe = UTType.system("com.microsoft.windows-executable")
    /// `public.to-do-item`.
    public static let toDoItem = UTType.system("public.to-do-item")
}
