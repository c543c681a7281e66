internal import CYAML
internal import ThemecDiagnostics

/// libyaml's errors, as located diagnostics.
extension TreeBuilder {
    mutating func reportParserError(_ failure: YAMLParserFailure) {
        switch failure.kind {
        case .memory:
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.outOfMemory(), at: .startOfFile(path)))
        case .reader:
            reportReaderError(
                problem: failure.problem ?? "unreadable text", offset: failure.offset, value: failure.value)
        case .syntax:
            let problemMark = failure.problemMark ?? YAMLMark(yaml_mark_t())
            let contextMark = failure.contextMark ?? problemMark
            let problemRange = range(problemMark, problemMark)
            var notes: [Note] = []
            if let context = failure.context,
                contextMark.index != problemMark.index || contextMark.line != problemMark.line
            {
                notes.append(
                    Note(YAMLMessages.syntaxContextNote(context: context), at: range(contextMark, contextMark)))
            }
            diagnostics.append(
                .error(
                    .yamlSyntax,
                    YAMLMessages.syntax(
                        problem: failure.problem ?? "invalid YAML", context: failure.context,
                        column: problemMark.column),
                    at: problemRange, notes: notes))
        }
    }

    /// A problem found while decoding the bytes; libyaml gives a byte offset rather than a mark for these.
    private mutating func reportReaderError(problem: String, offset: Int, value: Int) {
        // libyaml points at a bad trailing octet itself; point at the sequence it breaks instead.
        let start = problem.contains("trailing") ? locations.sequenceStart(beforeByteOffset: offset) : offset
        let location = locations.location(byteOffset: start)
        let at = SourceRange(fileID: fileID, start: location, end: location)
        if problem == "control characters are not allowed" {
            let message = value == 0 ? YAMLMessages.nulCharacter() : YAMLMessages.invalidCharacter(codePoint: value)
            diagnostics.append(.error(.invalidCharacter, message, at: at))
        } else if problem.contains("UTF-8") || problem == "invalid Unicode character" {
            if locations.isUTF8 {
                let detail: String? =
                    if value < 0 { nil } else if problem.contains("octet") {
                        "byte 0x" + YAMLMessages.hex(value, digits: 2)
                    } else { "U+" + YAMLMessages.hex(value, digits: 4) }
                diagnostics.append(
                    .error(.invalidUTF8, YAMLMessages.invalidUTF8(problem: problem, detail: detail), at: at))
            } else {
                diagnostics.append(.error(.invalidEncoding, YAMLMessages.invalidEncoding(problem: problem), at: at))
            }
        } else if problem.contains("UTF-16") || problem.contains("surrogate") {
            diagnostics.append(.error(.invalidEncoding, YAMLMessages.invalidEncoding(problem: problem), at: at))
        } else {
            diagnostics.append(.error(.yamlSyntax, YAMLMessages.syntax(problem: problem, context: nil), at: at))
        }
    }
}
