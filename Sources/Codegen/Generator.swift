import FigmaModel

/// Everything one generation produces. Pure data: the CLI decides what to write where.
public struct GenerationResult: Sendable {
    public var ir: DesignIR
    /// Swift files, sorted by name.
    public var files: [RenderedFile]
    public var diagnostics: [Diagnostic]
    public var manifest: Manifest
}

/// Generates SwiftUI for a decoded Figma file (and, when given, the variables endpoint's answer for it): resolve → lower → render → manifest. Pure: no file
/// system, clock or environment, so the same input and options give the same bytes.
public func generate(_ file: FigmaFile, options: GenerationOptions, variables: FigmaVariables? = nil) -> GenerationResult {
    var lowering = Lowering(file: file, options: options, variables: variables)
    let ir = lowering.lowerAll()
    let files = SwiftUIRenderer(ir: ir, options: options).render()
    let diagnostics = lowering.diagnostics  // in document order, type by type
    let manifest = Manifest(file: file, options: options, ir: ir, files: files)
    return GenerationResult(ir: ir, files: files, diagnostics: diagnostics, manifest: manifest)
}
