// swift-tools-version: 6.0
import PackageDescription

// figgen depends on the Swift toolchain only: no third-party packages.
let package = Package(
    name: "figgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "figgen", targets: ["figgen"]),
        .library(name: "FigmaModel", targets: ["FigmaModel"]),
        .library(name: "Codegen", targets: ["Codegen"]),
    ],
    targets: [
        .target(name: "FigmaModel"),
        .target(name: "Codegen", dependencies: ["FigmaModel"]),
        .executableTarget(name: "figgen", dependencies: ["FigmaModel", "Codegen"]),
        .testTarget(name: "FigmaModelTests", dependencies: ["FigmaModel"]),
        .testTarget(name: "CodegenTests", dependencies: ["Codegen", "FigmaModel"], exclude: ["Golden", "SwiftUIStub", "UIKitStub"]),
        .testTarget(name: "figgenTests", dependencies: ["figgen", "FigmaModel", "Codegen"]),
    ]
)
