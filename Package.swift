// swift-tools-version: 6.1
import PackageDescription

// figgen depends on the Swift toolchain only: no third-party packages.
let package = Package(
    name: "figgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "figgen", targets: ["figgen"]),
        .library(name: "FigmaModel", targets: ["FigmaModel"]),
        .library(name: "Codegen", targets: ["Codegen"]),
        // Command plugins for an app's package: `swift package figgen-generate | figgen-check | figgen-fetch`.
        .plugin(name: "FiggenGenerate", targets: ["FiggenGenerate"]),
        .plugin(name: "FiggenCheck", targets: ["FiggenCheck"]),
        .plugin(name: "FiggenFetch", targets: ["FiggenFetch"]),
    ],
    targets: [
        .target(name: "FigmaModel"),
        .target(name: "Codegen", dependencies: ["FigmaModel"]),
        .executableTarget(name: "figgen", dependencies: ["FigmaModel", "Codegen"]),
        // The plugins run the `figgen` executable SwiftPM builds for them (one shared source file, linked into each).
        .plugin(name: "FiggenGenerate",
                capability: .command(intent: .custom(verb: "figgen-generate", description: "Generate the design's code into the package (figgen generate with figgen.json)"),
                                     permissions: [.writeToPackageDirectory(reason: "figgen writes the generated Swift, its manifest and the Code Connect templates into the package's Generated folder")]),
                dependencies: ["figgen"], path: "Sources/FiggenGeneratePlugin"),
        .plugin(name: "FiggenCheck",
                capability: .command(intent: .custom(verb: "figgen-check", description: "Check the generated code against the design (figgen check with figgen.json; exit 1 on drift)")),
                dependencies: ["figgen"], path: "Sources/FiggenCheckPlugin"),
        .plugin(name: "FiggenFetch",
                capability: .command(intent: .custom(verb: "figgen-fetch", description: "Download the design from the Figma REST API into the config's design folder (figgen fetch)"),
                                     permissions: [.allowNetworkConnections(scope: .all(), reason: "figgen fetch downloads the design, its images and variables from the Figma REST API (api.figma.com, or FIGMA_API_BASE_URL)"),
                                                   .writeToPackageDirectory(reason: "figgen fetch writes the design folder (design.json, images, renders, variables) into the package")]),
                dependencies: ["figgen"], path: "Sources/FiggenFetchPlugin"),
        .testTarget(name: "FigmaModelTests", dependencies: ["FigmaModel"]),
        .testTarget(name: "CodegenTests", dependencies: ["Codegen", "FigmaModel"], exclude: ["Golden", "SwiftUIStub", "UIKitStub", "CodeConnect"]),
        .testTarget(name: "figgenTests", dependencies: ["figgen", "FigmaModel", "Codegen"], exclude: ["Libraries"]),
    ]
)
