import Foundation

/// Wall time per stage of a run, printed to stderr when `FIGGEN_TIMINGS=1` (the benchmark sets it): read
/// (file and variables decoded), resolve, lower, render, manifest (from Codegen), encode (the manifest's JSON),
/// write (the folder's state, the plan, the files), each with the resident memory when it ended (Linux: `/proc/self/statm`; elsewhere not shown). For
/// finding where time and memory go, not for tests: wall times vary between runs.
final class StageTimings {
    private var last: DispatchTime
    private let start: DispatchTime
    private var stages: [(name: String, seconds: Double, residentMB: Double?)] = []

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
        stages.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9, Self.residentMB()))
        last = now
    }

    /// Current resident set size in MB: the second field of `/proc/self/statm`, in pages.
    private static func residentMB() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1e6
    }

    func report() {
        let total = Double(last.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let parts = stages.map { stage in
            String(format: "%@ %.3f s", stage.name, stage.seconds) + (stage.residentMB.map { String(format: " (%.0f MB)", $0) } ?? "")
        }
        Console.error("figgen: timings: " + parts.joined(separator: ", ") + String(format: " (total %.3f s)", total))
    }
}
