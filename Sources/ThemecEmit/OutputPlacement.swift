import ThemecCore

/// Where a command's outputs may go: never onto one another, never onto or into an input.
///
/// Checked before anything is read or written. Paths are compared as `FileSystem.canonicalPath`s (the
/// `realpath` of the part that exists, then the rest), so `Out`, `./Out/`, `Out/sub/..` and a link to
/// `Out` are one place, whether or not it exists yet.
public enum OutputPlacement {
    /// Throws `OutputError.overlappingOutputs` when two `outputs` are the same or one is inside the other,
    /// and `OutputError.outputOverlapsInput` when an output is an input or inside one.
    public static func check(outputs: [String], inputs: [String]) throws(OutputError) {
        for (index, first) in outputs.enumerated() {
            for second in outputs[(index + 1)...]
            where FileSystem.isSameOrInside(first, second) || FileSystem.isSameOrInside(second, first) {
                throw .overlappingOutputs(first: first, second: second)
            }
        }
        for output in outputs {
            for input in inputs where FileSystem.isSameOrInside(output, input) {
                throw .outputOverlapsInput(output: output, input: input)
            }
        }
    }
}
