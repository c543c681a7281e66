/// Files written in UTF-16 or UTF-32 (with a byte-order mark, as some Windows editors save them) are
/// decoded to UTF-8 before anything reads them, so libyaml, the excerpts under diagnostics and their columns
/// all see the text, never the raw code units. Text that is not valid in the encoding its mark announces is
/// left as it is, for libyaml to refuse with one clean error (`invalid-encoding`).
enum YAMLByteOrderMark {
    /// `bytes` as UTF-8 (without the mark) when they start with a UTF-16 or UTF-32 byte-order mark and are
    /// valid in that encoding; `nil` otherwise (UTF-8, with or without its mark, is read as it is).
    static func utf8(from bytes: [UInt8]) -> [UInt8]? {
        let start = bytes.prefix(4)
        if start.elementsEqual([0x00, 0x00, 0xFE, 0xFF]) { return decode32(bytes.dropFirst(4), bigEndian: true) }
        if start.elementsEqual([0xFF, 0xFE, 0x00, 0x00]) { return decode32(bytes.dropFirst(4), bigEndian: false) }
        if start.starts(with: [0xFE, 0xFF]) { return decode16(bytes.dropFirst(2), bigEndian: true) }
        if start.starts(with: [0xFF, 0xFE]) { return decode16(bytes.dropFirst(2), bigEndian: false) }
        return nil
    }

    private static func decode16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(validating: units, as: UTF16.self).map { Array($0.utf8) }
    }

    private static func decode32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 4 == 0 else { return nil }
        var units: [UInt32] = []
        units.reserveCapacity(bytes.count / 4)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = UInt32(bytes[index + (bigEndian ? offset : 3 - offset)])
                value = value << 8 | byte
            }
            units.append(value)
            index += 4
        }
        return String(validating: units, as: UTF32.self).map { Array($0.utf8) }
    }
}
