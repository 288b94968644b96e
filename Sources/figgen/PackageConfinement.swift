import Foundation

/// `--package-root <dir>` (what the package plugins pass): every folder and file figgen reads or writes by the
/// config or the command line stays inside the package. A path is resolved as the system would open it — each
/// existing component with its symbolic links followed, `..` from where that leads — and must end inside the
/// package's own resolved folder; a folder figgen writes must be strictly inside (never the package folder itself,
/// beside which a temporary folder would go). SwiftPM has no sandbox on Linux to stop a `figgen.json` with
/// `"output": "../elsewhere"` or a committed link `Sources/X/Generated → /elsewhere`.
struct PackageConfinement {
    /// The package's folder, resolved.
    let root: String

    init?(_ arguments: ParsedArguments) {
        guard let given = arguments.value("package-root") else { return nil }
        root = Self.resolve(given) ?? given
    }

    /// `path` (relative to the current folder) as the system would reach it: nil when a link on the way points
    /// nowhere (or in a loop).
    static func resolve(_ path: String) -> String? {
        var current: [String] = []
        if !path.hasPrefix("/") {
            let here = FileManager.default.currentDirectoryPath
            guard let real = realPath(here) else { return nil }
            current = real.split(separator: "/").map(String.init)
        }
        for component in path.split(separator: "/").map(String.init) {
            switch component {
            case ".":
                continue
            case "..":
                if !current.isEmpty { current.removeLast() }
            default:
                let candidate = "/" + (current + [component]).joined(separator: "/")
                var info = stat()
                if lstat(candidate, &info) == 0 {
                    // It exists: where it really is (a link followed, and every link before it).
                    guard let real = realPath(candidate) else { return nil }
                    current = real.split(separator: "/").map(String.init)
                } else {
                    current.append(component)
                }
            }
        }
        return "/" + current.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Refuses `path` unless it resolves inside the package (strictly inside when figgen writes it). `key` names
    /// where it came from: `"output" in figgen.json`, `--output`.
    func check(_ path: String, key: String, writes: Bool) throws(CommandFailure) {
        guard path != "-" else { return }
        guard let resolved = Self.resolve(path) else {
            throw CommandFailure(usage: "\(key): \(path) goes through a symbolic link that points nowhere; the package plugins read and write only inside the package (\(root))")
        }
        let inside = resolved.hasPrefix(root == "/" ? "/" : root + "/")
        if inside || (!writes && resolved == root) { return }
        let why = resolved == root ? "is the package folder itself; name a folder inside it"
            : "resolves to \(resolved), outside the package (\(root))"
        throw CommandFailure(usage: "\(key): \(path) \(why); the package plugins read and write only inside the package")
    }
}
