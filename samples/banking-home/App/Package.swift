// swift-tools-version: 5.9
import PackageDescription

// The banking sample as an app: the design system figgen generates from ../design.json, and a small
// app that shows the Home screen and the catalog of every component. Open this folder in Xcode on a Mac
// (File ▸ Open… ▸ Package.swift) and run the BankingHomeApp scheme, or `swift run` on macOS.
let package = Package(
    name: "BankingHome",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "BankingDesignSystem", targets: ["BankingDesignSystem"]),
        .executable(name: "BankingHomeApp", targets: ["BankingHomeApp"]),
    ],
    targets: [
        // Everything in Generated/ is written by `figgen generate`; regenerate instead of editing.
        .target(name: "BankingDesignSystem", exclude: ["Generated/figgen.manifest.json"], resources: [.process("Generated/Assets.xcassets")]),
        .executableTarget(name: "BankingHomeApp", dependencies: ["BankingDesignSystem"]),
    ]
)
