import Foundation
import FigmaModel

/// Everything one generation produces. Pure data: the CLI decides what to write where.
public struct GenerationResult: Sendable {
    public var ir: DesignIR
    /// Swift files, sorted by name.
    public var files: [RenderedFile]
    public var diagnostics: [Diagnostic]
    public var manifest: Manifest
}

/// Generates code for the chosen target from a decoded Figma file (and, when given, the variables endpoint's answer
/// for it): resolve → lower → render → manifest. Pure: no file
/// system, clock or environment, so the same input and options give the same bytes.
///
/// `stageFinished` is told when each stage ends, so a caller with a clock can measure them (Codegen has none).
///
/// `source` is the bytes `file` was decoded from: the manifest records a content hash of each type's design
/// subtree from them (without them it has none).
public func generate(_ file: FigmaFile, options: GenerationOptions, variables: FigmaVariables? = nil, assets: DesignAssets? = nil,
                     source: Data? = nil, stageFinished: (GenerationStage) -> Void = { _ in }) -> GenerationResult {
    var lowering = Lowering(file: file, options: options, variables: variables, assets: assets)
    stageFinished(.resolve)
    let ir = lowering.lowerAll()
    stageFinished(.lower)
    let rendered = renderer(for: options.target, ir: ir, options: options).render()
    let files = rendered.files
    stageFinished(.render)
    // In document order, type by type; then what the target cannot draw.
    let diagnostics = lowering.diagnostics + rendered.diagnostics
    let manifest = source.map { data in
        data.withUnsafeBytes { Manifest(file: file, options: options, ir: ir, files: files, source: $0) }
    } ?? Manifest(file: file, options: options, ir: ir, files: files, source: nil)
    stageFinished(.manifest)
    return GenerationResult(ir: ir, files: files, diagnostics: diagnostics, manifest: manifest)
}

/// The stages of `generate`, in order: names, properties, styles and variables resolved; the IR lowered; the
/// target's files rendered; the manifest built.
public enum GenerationStage: String, Sendable, CaseIterable {
    case resolve, lower, render, manifest
}

/// A target's printer: turns the renderer-neutral IR into that target's files. Everything that depends on the
/// target — API spelling, builder limits, support files, reserved names — lives behind this protocol; lowering,
/// the manifest, `check` and `lookup` see only the IR and the rendered files' symbols and lines. A new target is
/// a new conforming type and one case here.
protocol Renderer {
    /// The types the target's output declares besides the design's own (catalog, layouts, containers, tokens),
    /// by their base names: the resolve stage claims them after every design type, so they never collide
    /// (`DesignIR.sharedTypes`).
    static var sharedTypeNames: [String] { get }
    /// Member names a generated type cannot use on this target (they would hide or override an inherited
    /// one); a design name that equals one gets a number (`frame` → `frame2`).
    static var reservedMemberNames: Set<String> { get }

    init(ir: DesignIR, options: GenerationOptions)
    /// The files, each with the symbols it declares and the lines of the layers it shows (for the manifest),
    /// and what the target cannot draw that the design has (its notes are in the code too).
    func render() -> RenderOutput
}

struct RenderOutput {
    var files: [RenderedFile]
    var diagnostics: [Diagnostic] = []
}

func rendererType(for target: GenerationOptions.Target) -> any Renderer.Type {
    switch target {
    case .swiftui: SwiftUIRenderer.self
    case .uikit: UIKitRenderer.self
    }
}

func renderer(for target: GenerationOptions.Target, ir: DesignIR, options: GenerationOptions) -> any Renderer {
    rendererType(for: target).init(ir: ir, options: options)
}
