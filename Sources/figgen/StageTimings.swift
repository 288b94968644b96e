import Foundation

/// Wall time per stage of a run, printed to stderr when `FIGGEN_TIMINGS=1` (the benchmark sets it): read
/// (file and variables decoded), resolve, lower, render, manifest (from Codegen), encode (the manifest's JSON),
/// write (the folder's state, the plan, the files), each with the resident memory when it ended (Linux:
/// `/proc/self/statm`; elsewhere not shown) and how many cores it kept busy (CPU time ÷ wall time). For finding
/// where time and memory go, not for tests: wall times vary between runs.
final class StageTimings {
    private var last: DispatchTime
    private let start: DispatchTime
    private var lastCPU: Double
    private var stages: [(name: String, seconds: Double, cpuSeconds: Double, residentMB: Double?)] = []

    private init() {
        start = .now()
        last = start
        lastCPU = Self.cpuSeconds()
    }

    static func fromEnvironment() -> StageTimings? {
        ProcessInfo.processInfo.environment["FIGGEN_TIMINGS"] == "1" ? StageTimings() : nil
    }

    /// Ends the stage called `name` now.
    func mark(_ name: String) {
        let now = DispatchTime.now(), cpu = Self.cpuSeconds()
        stages.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9, cpu - lastCPU, Self.residentMB()))
        last = now
        lastCPU = cpu
    }

    /// User and system time of the whole process so far, all threads: against a stage's wall time it shows how
    /// many cores the stage kept busy.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue  // an enum in Glibc's import
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
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
            String(format: "%@ %.3f s on %.2f cores", stage.name, stage.seconds, stage.cpuSeconds / max(stage.seconds, 1e-9))
                + (stage.residentMB.map { String(format: " (%.0f MB)", $0) } ?? "")
        }
        Console.error("figgen: timings: " + parts.joined(separator: ", ") + String(format: " (total %.3f s)", total))
    }
}
