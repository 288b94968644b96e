// libFuzzer entry for the whole pipeline: bytes → reader → generate → manifest → manifest reader, and the layout
// model (`inspect --layout`) on the generated files.
// Built and run by `Tests/Fuzz/run.sh` (not part of `swift test`). Anything the pipeline may not do on any
// input is a crash here: a trap, an out-of-bounds access (AddressSanitizer), or a broken invariant below.
import Foundation
import FigmaModel
@testable import Codegen

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let file = try? FigmaFile.decode(bytes) else { return 0 }  // rejected input: an error, never a crash
    let options = GenerationOptions()
    let result = generate(file, options: options)
    for rendered in result.files {
        // Every path is one figgen may write: relative, inside the folder.
        if let problem = ManifestPath.problem(rendered.name) { fatalError("unsafe generated path: \(problem)") }
        guard rendered.name.hasSuffix(".swift") else { continue }
        // No design text outside literals can start a line of code or hide in the source.
        for scalar in rendered.contents.unicodeScalars where scalar != "\n" {
            if UntrustedText.isLineBreak(scalar) { fatalError("raw line break U+\(String(scalar.value, radix: 16)) in \(rendered.name)") }
            if UntrustedText.isHidden(scalar) { fatalError("raw hidden character U+\(String(scalar.value, radix: 16)) in \(rendered.name)") }
        }
    }
    // The manifest figgen writes is one it accepts, unchanged.
    let json = result.manifest.json()
    do {
        let reread = try Manifest(json: Data(json.utf8))
        if reread != result.manifest { fatalError("manifest does not round-trip") }
    } catch {
        fatalError("figgen rejects its own manifest: \(error)")
    }
    // inspect --layout on what was generated: the layout model reads it back without a crash, and every measured
    // number is one the report can print.
    var sources: [String: String] = [:]
    for rendered in result.files where rendered.name.hasSuffix(".swift") { sources[rendered.name] = rendered.contents }
    let report = measureLayout(design: file, manifest: result.manifest, sources: sources)
    for measurement in report.measurements {
        for layer in measurement.layers {
            for value in [layer.frame.x, layer.frame.y, layer.frame.width, layer.frame.height, layer.deviation] where !LayoutReport.inRange(value) && !value.isInfinite {
                fatalError("a measured number out of the model's range: \(value) for \(layer.nodeID)")
            }
        }
    }
    // Deterministic: a second run gives the same bytes.
    if generate(file, options: options).files != result.files { fatalError("output differs between two runs") }
    // Containers streamed in tiny chunks give the bytes of keeping every view (a fuzzed file is too small for the
    // standard chunks).
    func generated(_ streaming: StreamingPolicy) -> GenerationResult {
        generate(file, options: options, variables: nil, assets: nil, source: SourceBytes(), keepingViews: false, streaming: streaming) { _ in }
    }
    let kept = generated(.never), streamed = generated(StreamingPolicy(threshold: 64, chunkSize: 64))
    if streamed.files != kept.files || streamed.manifest.jsonBytes() != kept.manifest.jsonBytes() || streamed.diagnostics != kept.diagnostics {
        fatalError("streamed containers change the output")
    }
    return 0
}
