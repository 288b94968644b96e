// swift-tools-version: 6.0
import PackageDescription

// A product package whose screens use the design system's components (remote instances in its Figma file). Its
// figgen.json links its design to the library's generated output, so the generated screens call DesignKit's
// types; check repeats the link and reports what changed in the library.
//   swift package --allow-writing-to-package-directory figgen-generate
//   swift package figgen-check
let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ShopScreens", targets: ["ShopScreens"]),
    ],
    dependencies: [
        .package(path: "../../.."),  // figgen
        .package(path: "../Library"),  // the design system
    ],
    targets: [
        .target(name: "ShopScreens", dependencies: [.product(name: "DesignKit", package: "Library")],
                exclude: ["Generated/figgen.manifest.json"]),
    ]
)
