import Foundation
import FigmaModel

/// Everything one generation produces. Pure data: the caller decides what to write where.
public struct GenerationResult: Sendable {
    /// The lowered design; its declarations' views only when kept (`GenerationMemory.keepsViews`).
    var ir: DesignIR
    /// The files to write (Swift sources, and the asset catalog's when one is written), sorted by name.
    public var files: [RenderedFile]
    /// In document order, type by type; then what the target cannot draw.
    public var diagnostics: [Diagnostic]
    /// What `check` and `lookup` read: every type, property, token and layer, mapped to its Figma node.
    public var manifest: Manifest
    /// The prototype's links: how many the code expresses, and what is reported of the rest.
    var interactions = InteractionSummary()

    /// How many types were generated (components, component sets, screens).
    public var typeCount: Int { ir.declarations.count }

    /// The lowered design as text, a view a line (`figgen dump-ir`); a declaration's views only when they were
    /// kept (`GenerationMemory.keepsViews`).
    public func irDump() -> String { IRDump.dump(ir) }
}

/// How a generation holds memory. The defaults suit any caller; the CLI, which maps a design file of any size,
/// also gives the design's pages back as they are read.
public struct GenerationMemory: Sendable {
    /// Keep every declaration's views in the result (for an IR dump). Without them a declaration's views are freed
    /// as soon as its file and manifest records are made, and a very wide container's children are streamed
    /// chunk by chunk, so a design's views are never all in memory at once. The files are the same either way.
    public var keepsViews: Bool
    /// Told each range of the design's bytes once the content hashes have read it (large subtrees in slices of
    /// `ContentHash.sliceSize`): a caller that can read those pages again (from a mapped file) may give their
    /// memory back, so the design's bytes need not stay resident while the code is generated.
    public var releaseSource: (@Sendable (Range<Int>) -> Void)?

    public init(keepsViews: Bool = false, releaseSource: (@Sendable (Range<Int>) -> Void)? = nil) {
        self.keepsViews = keepsViews
        self.releaseSource = releaseSource
    }
}

/// Generates code for the chosen target from a decoded Figma file: resolve → lower → render → manifest. Pure: no
/// file system, clock or environment, so the same input and options give the same bytes.
///
/// - `source`: the bytes `file` was decoded from; the manifest records a content hash of each type's design
///   subtree from them (without them it has none).
/// - `variables`: the variables endpoint's answer for the file, for tokens named as designed.
/// - `assets`: the images and renders a design folder has (`figgen fetch`).
/// - `stageFinished` is told when each stage ends, so a caller with a clock can measure them. Rendering and the
///   manifest's records run on other cores while lowering goes on: `.lower` ends when the last declaration is
///   lowered, `.render` when the last file is rendered.
public func generate(_ file: FigmaFile, source: Data? = nil, options: GenerationOptions, variables: FigmaVariables? = nil,
                     assets: DesignAssets? = nil, memory: GenerationMemory = GenerationMemory(),
                     stageFinished: (GenerationStage) -> Void = { _ in }) -> GenerationResult {
    guard let source else {
        return generate(file, options: options, variables: variables, assets: assets, source: SourceBytes(), keepingViews: memory.keepsViews,
                        stageFinished: stageFinished)
    }
    return source.withUnsafeBytes {
        generate(file, options: options, variables: variables, assets: assets, source: SourceBytes(buffer: $0, release: memory.releaseSource),
                 keepingViews: memory.keepsViews, stageFinished: stageFinished)
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
        let outline = (consume viewed).releasingViews()
        // The lines and facts are used up by the records (taken, not copied): they need not wait for the write.
        let layerLines = rendered.layerLines
        rendered.layerLines = [:]
        let records = Manifest.records(for: outline, rendered: rendered.file, layerLines: consume layerLines, facts: consume facts,
                                       file: file, contentHash: contentHash, streamed: &streamed, splices: rendered.splices)
        rendered.splices = []
        return (rendered, records)
    }
    // A very wide container's children are rendered and recorded chunk by chunk while lowering goes on, and freed
    // (`Children`); an IR that keeps every view (`keepingViews`) keeps those too.
    let streamer = ChildStreamer(renderer: declarationRenderer, file: file)
    if !keepingViews {
        lowering.streaming = ChildStreaming(policy: streaming, submit: streamer.submit)
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
    if !options.libraries.isEmpty {
        // A support file a linked library already has, the same but for its header, is the library's to declare.
        let declared = Set(ir.declarations.map { $0.typeName + ".swift" })
        rendered.files.removeAll { file in
            !declared.contains(file.name) && options.libraries.contains { $0.supportFiles[file.name] == LinkedLibrary.bodyHash(file.text.joined) }
        }
    }
    if options.codeConnect {
        rendered.files = (rendered.files + CodeConnectTemplates(ir: ir, file: file, options: options, spelling: wholeRenderer).files()).sorted { $0.name < $1.name }
    }
    stageFinished(.render)
    // In document order, type by type; then what the target cannot draw.
    let diagnostics = lowering.diagnostics + rendered.diagnostics
    let manifest = Manifest(file: file, options: options, ir: ir, files: rendered.files, records: perDeclaration.map(\.1))
    stageFinished(.manifest)
    return GenerationResult(ir: ir, files: rendered.files, diagnostics: diagnostics, manifest: manifest, interactions: lowering.interactionSummary)
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
