// libFuzzer entry for the layout model's reader: bytes → generated Swift (as a hand edit or a broken file may leave
// it) → the dialect parser → the evaluator → the layout engine. Built and run by `Tests/Fuzz/run.sh dialect` (not part
// of `swift test`), seeded with the goldens' generated files. Anything the model may not do on any source is a crash
// here: a trap, an out-of-bounds access (AddressSanitizer), a stack overflow, or a frame that is not a number.
import Foundation
import FigmaModel
@testable import Codegen

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutDialect(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    _ = DialectProgram.syntaxProblem(text)
    let isUIKit = text.contains("import UIKit")
    let parsed = DialectParser.parse(text, name: "Fuzz.swift")
    // Every type the file declares, as a declaration file of its own (what inspect --layout does with a manifest).
    var names: [String] = []
    for type in parsed.types where !type.isExtension && names.count < 8 { names.append(type.name) }
    // Every line starts a layer (as the manifest keys them), so texts are measured and views marked.
    let lineCount = min(text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }, 5_000)
    let layers = Dictionary(uniqueKeysWithValues: (1...lineCount).map { ($0, "1:\($0)") })
    let program = DialectProgram(sources: ["Fuzz.swift": text], layerLines: ["Fuzz.swift": layers],
                                 declarationFiles: Dictionary(names.map { ($0, "Fuzz.swift") }, uniquingKeysWith: { first, _ in first }), isUIKit: isUIKit)
    for name in names {
        _ = program.problem(in: "Fuzz.swift", declares: [name])
        let evaluator = DialectEvaluator(program: program) { _ in (MeasuredText(width: 100, lines: 1), 0) }
        guard let tree = evaluator.evaluate(type: name) else { continue }
        tree.resolveEnvironment()
        tree.resolveLineHeights { _, _ in (20, "fuzz") }
        var engine = LayoutEngine()
        engine.layOut(tree, in: LayoutSize(width: 375, height: 812))
        _ = tree.unmodelledConstructs()
        for placed in engine.placed {
            let frame = placed.frame
            if frame.x.isNaN || frame.y.isNaN || frame.width.isNaN || frame.height.isNaN { fatalError("a NaN frame for \(placed.layer) in \(name)") }
            _ = LayoutReport.number(frame.x)
        }
    }
    return 0
}
