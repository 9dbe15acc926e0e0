import Foundation
import NowInternal

/// The subcommands, in the order `nowweb --help` lists them.
let subcommands: [any Subcommand.Type] = [
    DemoCommand.self, OpenCommand.self, AppCommand.self, PreloadCommand.self, DoctorCommand.self, InstanceCommand.self,
]

@MainActor func printUsage() {
    print("usage: nowweb <subcommand> [options]\n\nsubcommands:")
    for command in subcommands {
        print("  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.summary)")
    }
    print("\nRun 'nowweb <subcommand> --help' for a subcommand's options.")
}

var argv = Array(CommandLine.arguments.dropFirst())
guard let name = argv.first, !["--help", "-h", "help"].contains(name) else {
    printUsage()
    endProcess(argv.isEmpty ? 2 : 0)
}
guard let command = subcommands.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("nowweb: unknown subcommand '\(name)' (see nowweb --help)\n".utf8))
    endProcess(2)
}
let arguments = Arguments(Array(argv.dropFirst()))
if arguments.wantsHelp {
    print(command.help)
    endProcess(0)
}
do {
    try await command.run(arguments)
} catch let error as UsageError {
    FileHandle.standardError.write(Data("nowweb \(name): \(error.description)\n".utf8))
    endProcess(2)
} catch {
    FileHandle.standardError.write(Data("nowweb \(name): \(error.localizedDescription)\n".utf8))
    endProcess(1)
}
// The work is done: end without the exit handlers (endProcess says why).
endProcess(0)
