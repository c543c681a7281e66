import ThemecCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(
    ThemecCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ThemecCommand.processEnvironment(),
        standardOutput: .standardOutput,
        standardError: .standardError
    ))
