// swift-tools-version: 6.0
import PackageDescription

// An app package that uses figgen the way a team would: as a package dependency whose plugins generate, check and
// fetch its design system. The options are in figgen.json beside this file; the design is the folder design/.
//   swift package --allow-writing-to-package-directory figgen-generate
//   swift package figgen-check
let package = Package(
    name: "PluginClient",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ClientDesignSystem", targets: ["ClientDesignSystem"]),
    ],
    dependencies: [
        .package(path: "../.."),  // in an app: .package(url: "https://…/figgen.git", from: "0.1.0")
    ],
    targets: [
        // Generated/ is written by the figgen-generate plugin; the manifest and the Code Connect files are not Swift.
        .target(name: "ClientDesignSystem", exclude: ["Generated/figgen.manifest.json", "Generated/CodeConnect"]),
    ]
)
