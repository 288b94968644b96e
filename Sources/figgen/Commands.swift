import Codegen

/// Dispatches a parsed command.
enum Commands {
    static func run(_ command: CommandName, _ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        switch command {
        case .inspect:
            return try InspectCommand.run(arguments)
        case .generate:
            return try GenerateCommand.run(arguments)
        case .check:
            return try CheckCommand.run(arguments)
        case .lookup:
            return try LookupCommand.run(arguments)
        case .fetch:
            return try FetchCommand.run(ConfigFile.fetchArguments(arguments))
        case .dumpIR:
            let input = try Input.read(arguments.positionals[0])
            let result = try input.generation(options: GenerationOptions(typePrefix: arguments.value("type-prefix")), keepingViews: true)
            Console.out(result.irDump())
            Diagnostics.print(result.diagnostics, inputName: input.displayName, verbose: false)
            return .success
        }
    }
}
