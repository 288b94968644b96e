import Foundation
import FigmaModel

/// Everything one generation produces. Pure data: the CLI decides what to write where.
public struct GenerationResult: Sendable {
    /// The lowered design; its declarations' views only when `generate` was asked to keep them.
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
/// Rendering and the manifest's records run on other cores while lowering goes on: `.lower` ends when the last
/// declaration is lowered, `.render` when the last file is rendered.
///
/// `source` is the bytes `file` was decoded from: the manifest records a content hash of each type's design
/// subtree from them (without them it has none). `releaseSource`, when given, is told each range of `source`
/// once it has been read (large subtrees in slices of `ContentHash.sliceSize`): a caller that can read those
/// pages again (the CLI, for the file it mapped) may give their memory back, so the design's bytes need not be
/// resident while the code is generated.
///
/// `keepingViews`: whether the result's IR keeps every declaration's views (an IR dump, tests). Without them a
/// declaration's views are freed as soon as its file and records are made, so a design's views are never all
/// in memory at once (`Declaration.outline`).
public func generate(_ file: FigmaFile, options: GenerationOptions, variables: FigmaVariables? = nil, assets: DesignAssets? = nil,
                     source: Data? = nil, releaseSource: (@Sendable (Range<Int>) -> Void)? = nil, keepingViews: Bool = true,
                     stageFinished: (GenerationStage) -> Void = { _ in }) -> GenerationResult {
    guard let source else {
        return generate(file, options: options, variables: variables, assets: assets, source: SourceBytes(), keepingViews: keepingViews,
                        stageFinished: stageFinished)
    }
    return source.withUnsafeBytes {
        generate(file, options: options, variables: variables, assets: assets, source: SourceBytes(buffer: $0, release: releaseSource),
                 keepingViews: keepingViews, stageFinished: stageFinished)
    }
}

/// `generate`, with the design's bytes as `SourceBytes`, and when a container's children stream (`StreamingPolicy`:
/// tests make the chunks tiny, or never stream, to compare the two).
func generate(_ file: FigmaFile, options: GenerationOptions, variables: FigmaVariables?, assets: DesignAssets?,
              source: SourceBytes, keepingViews: Bool, streaming: StreamingPolicy = .standard, stageFinished: (GenerationStage) -> Void) -> GenerationResult {
    var lowering = Lowering(file: file, options: options, variables: variables, assets: assets)
    stageFinished(.resolve)
    // A declaration's file and manifest records depend only on the declaration (and the IR's header), so
    // they are made on the other cores while lowering goes on; the lower stage's time includes what of
    // them is not done when it ends.
    let declarationRenderer = renderer(for: options.target, ir: lowering.header(), options: options)
    let pipeline = OrderedPipeline<LoweredDeclaration, (DeclarationFile, Manifest.DeclarationRecords)>(capacity: lowering.declarationCount) { (lowered: consuming LoweredDeclaration) in
        let hashedEarly = lowered.contentHash
        var streamed = lowered.streamed
        let viewed = (consume lowered).declaration
        let contentHash = hashedEarly ?? Manifest.contentHash(of: viewed, file: file, source: source)
        // The file and the views' manifest facts are independent: two cores for one large declaration.
        var (rendered, facts) = ParallelMap.both { [streamed] in declarationRenderer.renderDeclaration(viewed, streamed: streamed) } and: { Manifest.viewFacts(of: viewed) }
        // The records need the declaration's symbols, not its views: those go first (unless the IR keeps them).
        let outline = (consume viewed).outline
        // The lines and facts are used up by the records (taken, not copied): they need not wait for the write.
        let layerLines = rendered.layerLines
        rendered.layerLines = [:]
        let records = Manifest.records(for: outline, rendered: rendered.file, layerLines: consume layerLines, facts: consume facts,
                                       file: file, contentHash: contentHash, streamed: &streamed, splices: rendered.splices)
        rendered.splices = []
        return (rendered, records)
    }
    // A very wide container's children are rendered and recorded chunk by chunk while lowering goes on, and freed
    // (`StreamedChildren`); an IR that keeps every view (`keepingViews`) keeps those too.
    let streamer = ChildStreamer(renderer: declarationRenderer, file: file)
    if !keepingViews {
        lowering.stream = streamer
        lowering.streaming = streaming
    }
    let ir = lowering.lowerAll(keepingViews: keepingViews) { declaration in
        // A large design subtree is hashed here, so that its bytes are not read after lowering (a huge screen's
        // are most of the design); the others on the pipeline's cores, where they cost no wall time.
        let isLarge = Manifest.subtreeSize(of: declaration, file: file) >= Manifest.earlyHashSize
        let contentHash: String?? = isLarge ? .some(Manifest.contentHash(of: declaration, file: file, source: source)) : .none
        pipeline.submit(LoweredDeclaration(declaration: declaration, contentHash: contentHash, streamed: streamer.finishDeclaration()))
    }
    stageFinished(.lower)
    // The shared files need the whole IR, not the declarations' files: made here while the last of those render.
    let wholeRenderer = renderer(for: options.target, ir: ir, options: options)
    let shared = wholeRenderer.renderSharedFiles()
    let perDeclaration = pipeline.finish()
    var rendered = wholeRenderer.assemble(perDeclaration.map(\.0), shared: shared)
    if options.codeConnect, let spelling = wholeRenderer as? any CallSpelling {
        rendered.files = (rendered.files + CodeConnectTemplates(ir: ir, file: file, options: options, spelling: spelling).files()).sorted { $0.name < $1.name }
    }
    stageFinished(.render)
    // In document order, type by type; then what the target cannot draw.
    let diagnostics = lowering.diagnostics + rendered.diagnostics
    let manifest = Manifest(file: file, options: options, ir: ir, files: rendered.files, records: perDeclaration.map(\.1))
    stageFinished(.manifest)
    return GenerationResult(ir: ir, files: rendered.files, diagnostics: diagnostics, manifest: manifest)
}

/// A declaration on its way from lowering to its file and records, with its design subtree's hash and the
/// chunks its containers streamed.
private struct LoweredDeclaration: Sendable {
    var declaration: Declaration
    /// Nil when not taken yet.
    var contentHash: String??
    var streamed: StreamedResults
}

/// The design's bytes, read (never written) for the content hashes, and who to tell what was read.
struct SourceBytes: @unchecked Sendable {
    var buffer: UnsafeRawBufferPointer?
    var release: (@Sendable (Range<Int>) -> Void)?
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
protocol Renderer: Sendable {
    /// The types the target's output declares besides the design's own (catalog, layouts, containers, tokens),
    /// by their base names: the resolve stage claims them after every design type, so they never collide
    /// (`DesignIR.sharedTypes`).
    static var sharedTypeNames: [String] { get }
    /// Member names a generated type cannot use on this target (they would hide or override an inherited
    /// one); a design name that equals one gets a number (`frame` → `frame2`).
    static var reservedMemberNames: Set<String> { get }

    init(ir: DesignIR, options: GenerationOptions)
    var ir: DesignIR { get }
    /// One declaration's file, with the symbols it declares and the lines of the layers it shows (for the
    /// manifest), and what the target cannot draw of it (its notes are in the code too). Reads only the IR's
    /// header (`DesignIR.header`: design name, shared type names), which is known before lowering: `generate`
    /// renders a declaration while the next ones are still being lowered.
    /// `streamed`: the chunks its containers streamed (`StreamedChildren`), spliced where their groups go.
    func renderDeclaration(_ declaration: Declaration, streamed: StreamedResults) -> DeclarationFile
    /// The views of one group of a container's children (`ChildGroups.size` of them), written as the group's
    /// member holds them but apart from it: a streamed chunk's groups, spliced into the declaration's file later.
    /// Reads only the IR's header, as `renderDeclaration` does.
    func renderGroup(_ views: ArraySlice<ViewNode>) -> RenderedGroup
    /// The files the whole output shares (catalog, layouts, tokens, assets), from the whole IR.
    func renderSharedFiles() -> [RenderedFile]
}

/// One declaration's rendered file, where its layers are in it (for the manifest's records only: not kept
/// after them), and what its target cannot draw.
struct DeclarationFile: Sendable {
    var file: RenderedFile
    /// Where each node's view starts and where its values are written, by node id (`CodeWriter.mark`).
    var layerLines: [String: LayerLines] = [:]
    /// Where each streamed group's lines start (`CodeWriter.splice`).
    var splices: [(group: SplicedGroup, line: Int)] = []
    var diagnostics: [Diagnostic] = []
}

extension Renderer {
    /// A declaration's file when none of its containers streamed.
    func renderDeclaration(_ declaration: Declaration) -> DeclarationFile {
        renderDeclaration(declaration, streamed: StreamedResults())
    }

    /// Every file of the output: the declarations' (rendered in parallel, each to its own slot, so the output
    /// is the same whatever the scheduling) and the shared ones.
    func render() -> RenderOutput {
        assemble(ParallelMap.map(ir.declarations) { renderDeclaration($0) })
    }

    /// The output from the declarations' files, in declaration order, and the shared files (`renderSharedFiles`).
    func assemble(_ declarations: [DeclarationFile], shared: [RenderedFile]? = nil) -> RenderOutput {
        RenderOutput(files: (declarations.map(\.file) + (shared ?? renderSharedFiles())).sorted { $0.name < $1.name },
                     diagnostics: declarations.flatMap(\.diagnostics))
    }
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
