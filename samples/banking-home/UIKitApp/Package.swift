// swift-tools-version: 5.9
import PackageDescription

// The banking sample as a UIKit app: the same design (../design.json) generated with `--target uikit`, and a
// small app that shows the Home screen and the catalog of every component in a tab bar. iOS only: open this
// folder in Xcode on a Mac (File ▸ Open… ▸ Package.swift) and run the BankingHomeUIKitApp scheme on a simulator.
let package = Package(
    name: "BankingHomeUIKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "BankingDesignSystemUIKit", targets: ["BankingDesignSystemUIKit"]),
        .executable(name: "BankingHomeUIKitApp", targets: ["BankingHomeUIKitApp"]),
    ],
    targets: [
        // Everything in Generated/ is written by `figgen generate --target uikit`; regenerate instead of editing.
        .target(name: "BankingDesignSystemUIKit", exclude: ["Generated/figgen.manifest.json"], resources: [.process("Generated/Assets.xcassets")]),
        .executableTarget(name: "BankingHomeUIKitApp", dependencies: ["BankingDesignSystemUIKit"]),
    ]
)
