import Foundation

/// Wall time per stage of a run, printed to stderr when `FIGGEN_TIMINGS=1` (the benchmark sets it): read
/// (file and variables decoded), resolve, lower, render, manifest (from Codegen), write (plan, manifest JSON,
/// files). For finding where time goes, not for tests: wall times vary between runs.
final class StageTimings {
    private var last: DispatchTime
    private let start: DispatchTime
    private var stages: [(name: String, seconds: Double)] = []

    private init() {
        start = .now()
        last = start
    }

    static func fromEnvironment() -> StageTimings? {
        ProcessInfo.processInfo.environment["FIGGEN_TIMINGS"] == "1" ? StageTimings() : nil
    }

    /// Ends the stage called `name` now.
    func mark(_ name: String) {
        let now = DispatchTime.now()
        stages.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
        last = now
    }

    func report() {
        let total = Double(last.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let parts = stages.map { String(format: "%@ %.3f s", $0.name, $0.seconds) }
        Console.error("figgen: timings: " + parts.joined(separator: ", ") + String(format: " (total %.3f s)", total))
    }
}
