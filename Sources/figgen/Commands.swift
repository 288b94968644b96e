/// Dispatches a parsed command.
enum Commands {
    static func run(_ command: CommandName, _ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        switch command {
        case .inspect:
            try InspectCommand.run(arguments)
            return .success
        case .generate:
            return try GenerateCommand.run(arguments)
        case .check:
            return try CheckCommand.run(arguments)
        case .lookup:
            return try LookupCommand.run(arguments)
        }
    }
}
