import Foundation

/// figgen's entry point: parse, run, map outcomes to exit codes. The only place that calls `exit`.
func runFiggen(_ arguments: [String]) -> ExitCode {
    let invocation: Invocation
    do {
        invocation = try ArgumentParser.parse(arguments)
    } catch {
        Console.error("error: \(error.message)")
        Console.error(error.command.map(CommandHelp.usage(for:)) ?? "Usage: figgen <command> [options]")
        Console.error("See 'figgen \(error.command.map { "\($0.rawValue) " } ?? "")--help'.")
        return .usage
    }
    do {
        switch invocation {
        case .help(nil):
            Console.out(CommandHelp.overview)
        case .help(let command?):
            Console.out(CommandHelp.help(for: command))
        case .version:
            Console.out("figgen \(CommandHelp.version)")
        case .run(let command, let parsed):
            return try Commands.run(command, parsed)
        }
        return .success
    } catch {
        Console.error(error.line)
        return error.exitCode
    }
}

/// glibc grows the heap of each thread's arena a few pages at a time, one `mprotect` system call each, thousands on
/// a large design. Growing in 64 MB steps of address space makes them a few; pages are still only taken when
/// touched, so resident memory stays the same.
func tuneAllocator() {
    #if canImport(Glibc)
    // `mallopt` is not in Swift's Glibc module: found by name (a null handle is RTLD_DEFAULT); M_TOP_PAD is -2.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    if let symbol = dlsym(nil, "mallopt") {
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-2, 64 << 20)
    }
    #endif
}

tuneAllocator()
Console.ignoreBrokenPipes()
let code = runFiggen(Array(CommandLine.arguments.dropFirst()))
exit(Console.outputFailed && code == .success ? ExitCode.failure.rawValue : code.rawValue)
