// swift-tools-version: 6.0
import PackageDescription

// A design system's library package: its components, generated from the library's Figma file (design/) by the
// figgen-generate plugin, are public types of the DesignKit module. Product packages depend on it and link their
// designs to its generated output (figgen.json's "libraries"), so they call these types instead of rebuilding them.
//   swift package --allow-writing-to-package-directory figgen-generate
let package = Package(
    name: "DesignKitLibrary",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "DesignKit", targets: ["DesignKit"]),
    ],
    dependencies: [
        .package(path: "../../.."),  // in an app: .package(url: "https://…/figgen.git", from: "0.1.0")
    ],
    targets: [
        .target(name: "DesignKit", exclude: ["Generated/figgen.manifest.json"]),
    ]
)
