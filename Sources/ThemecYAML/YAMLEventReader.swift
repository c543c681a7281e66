internal import CYAML

/// Runs libyaml over a file and copies its events into `YAMLEventBatch`es: the half of parsing that knows
/// libyaml, kept apart from the tree builder so that no libyaml type reaches it.
enum YAMLEventReader {
    /// Reads `input`'s events in order, handing each batch of at most `batchSize` events to `deliver`, until
    /// the stream ends or libyaml fails (the last batch, `isLast`, says which) or `deliver` returns `false`.
    ///
    /// `deliver` may keep the batch's contents (swapping in an empty batch); whatever `batch` holds when it
    /// returns is reset and filled again.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, batchSize: Int, deliver: (inout YAMLEventBatch) -> Bool
    ) {
        var batch = YAMLEventBatch()
        batch.records.reserveCapacity(batchSize)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            batch.isLast = true
            batch.failure = YAMLParserFailure(kind: .memory)
            _ = deliver(&batch)
            return
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)

        // Read in place: the event is a large struct, and a record needs a few of its fields.
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        defer { event.deallocate() }
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                batch.isLast = true
                batch.failure = failure(parser.pointee)
                _ = deliver(&batch)
                return
            }
            let ends = event.pointee.type == YAML_STREAM_END_EVENT
            append(event, to: &batch)
            yaml_event_delete(event)
            if ends {
                batch.isLast = true
                _ = deliver(&batch)
                return
            }
            if batch.records.count >= batchSize || batch.bytes.count >= maximumBatchBytes {
                guard deliver(&batch) else { return }
                batch.reset()
            }
        }
    }

    /// A batch is handed over once its bytes pass this, so a file of long scalars keeps batches small too.
    private static let maximumBatchBytes = 64 << 10

    private static func append(_ event: UnsafePointer<yaml_event_t>, to batch: inout YAMLEventBatch) {
        var record = YAMLEventRecord(
            kind: .other, style: .plain, start: YAMLMark(event.pointee.start_mark),
            end: YAMLMark(event.pointee.end_mark), value: .none, tag: .none, anchor: .none)
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: record.kind = .streamStart
        case YAML_STREAM_END_EVENT: record.kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            record.kind = .documentStart
        case YAML_DOCUMENT_END_EVENT:
            record.kind = .documentEnd
        case YAML_ALIAS_EVENT:
            record.kind = .alias
            record.value = cString(event.pointee.data.alias.anchor, into: &batch.bytes)
        case YAML_SCALAR_EVENT:
            let data = event.pointee.data.scalar
            record.kind = .scalar
            let start = batch.bytes.count
            if let value = data.value, data.length > 0 {
                batch.bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: data.length))
            }
            record.value = YAMLByteSpan(start: start, count: batch.bytes.count - start)
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: record.style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: record.style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: record.style = .literal
            case YAML_FOLDED_SCALAR_STYLE: record.style = .folded
            default: record.style = .plain
            }
            record.tag = cString(data.tag, into: &batch.bytes)
            record.anchor = cString(data.anchor, into: &batch.bytes)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.pointee.data.sequence_start
            record.kind = .sequenceStart
            record.tag = cString(data.tag, into: &batch.bytes)
            record.anchor = cString(data.anchor, into: &batch.bytes)
        case YAML_MAPPING_START_EVENT:
            let data = event.pointee.data.mapping_start
            record.kind = .mappingStart
            record.tag = cString(data.tag, into: &batch.bytes)
            record.anchor = cString(data.anchor, into: &batch.bytes)
        case YAML_SEQUENCE_END_EVENT: record.kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT: record.kind = .mappingEnd
        default: break
        }
        batch.records.append(record)
    }

    /// Copies a NUL-terminated string (up to its first NUL, as `String(cString:)` reads it) into `bytes`.
    private static func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?, into bytes: inout [UInt8])
        -> YAMLByteSpan
    {
        guard let pointer else { return .none }
        let start = bytes.count
        var count = 0
        while pointer[count] != 0 { count += 1 }
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
        return YAMLByteSpan(start: start, count: bytes.count - start)
    }

    private static func failure(_ parser: yaml_parser_t) -> YAMLParserFailure {
        let problem = parser.problem.map { String(cString: $0) }
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return YAMLParserFailure(kind: .memory)
        case YAML_READER_ERROR:
            return YAMLParserFailure(
                kind: .reader, problem: problem, offset: parser.problem_offset, value: Int(parser.problem_value))
        default:
            return YAMLParserFailure(
                kind: .syntax, problem: problem, problemMark: YAMLMark(parser.problem_mark),
                context: parser.context.map { String(cString: $0) }, contextMark: YAMLMark(parser.context_mark))
        }
    }
}
