"""The compiler flags that type-check a user's SwiftUI file against this
package as `animate preview` builds it (shared by `typecheck-share` and
`typecheck-benchmark`)."""
import pathlib
import subprocess


def flags(build: pathlib.Path) -> list:
    """Swift 5 mode, this build's modules, Combine and FoundationCompatibility
    imported in every file as `animate preview` imports them (Apple's
    Foundation brings Combine, and has what FoundationCompatibility adds:
    a model file that imports only Foundation declares ObservableObjects
    and uses MeasurementFormatter)."""
    modules = build / "Modules"
    out = ["-I", str(modules), "-swift-version", "5", "-DDEBUG", "-module-cache-path", str(build / "ModuleCache")]
    for implicit in ("Combine", "FoundationCompatibility"):
        out += ["-Xfrontend", "-import-module", "-Xfrontend", implicit]
    # Apple's framework names for this package's modules of them, as
    # `animate preview` passes them.
    for name in ("simd", "os", "OSLog", "UniformTypeIdentifiers", "SwiftData", "CoreData", "CoreLocation", "MapKit", "PhotosUI", "AVKit", "UserNotifications", "WidgetKit", "Charts", "AppIntents", "StoreKit", "StoreKitTest", "SpriteKit", "GameplayKit", "CryptoKit", "CoreTransferable", "CoreImage", "LocalAuthentication", "WebKit", "SafariServices", "CoreHaptics", "CoreLocationUI", "WatchKit", "Network", "TipKit", "Security", "PencilKit", "CoreML", "Photos", "AuthenticationServices"):
        out += ["-module-alias", f"{name}=SwiftAnimation_{name}"]
    # `import os.log`: the submodules of the module `os` is aliased to.
    out += ["-Xcc", f"-fmodule-map-file={pathlib.Path('Sources/COSSubmodules/module.modulemap').resolve()}"]
    for mm in build.glob("*.build/module.modulemap"):
        out += ["-Xcc", f"-fmodule-map-file={mm}"]
    # A build with the Cairo trait: its system-library modules, and their
    # headers' folders.
    if (build / "AnimationRender.build" / "PNGRenderer.swift.o").exists():
        for mm in sorted(pathlib.Path("Sources").resolve().glob("C*/module.modulemap")):
            out += ["-Xcc", f"-fmodule-map-file={mm}"]
        cflags = subprocess.run(["pkg-config", "--cflags", "cairo", "librsvg-2.0", "poppler-glib"], capture_output=True, text=True)
        for flag in cflags.stdout.split() if cflags.returncode == 0 else []:
            out += ["-Xcc", flag]
    # C targets' headers: ours, and the dependencies' (with the Live trait,
    # swift-atomics' and SwiftNIO's).
    for inc in [pathlib.Path("Sources/CSwiftRuntimeShims/include").resolve()] + sorted(
        pathlib.Path(".build/checkouts").resolve().glob("*/Sources/*/include")
    ):
        out += ["-Xcc", "-I", "-Xcc", str(inc)]
    plugin = build / "SwiftUIMacros-tool"
    if plugin.exists():
        out += ["-load-plugin-executable", f"{plugin}#SwiftUIMacros"]
    return out
