public import ThemecCore
import ThemecDiagnostics

/// Turns a resolved theme set into the contents of an Xcode asset catalog (`.xcassets`).
///
/// The paths are relative to the catalog folder:
/// - `Contents.json`: the catalog's own info.
/// - `<Theme>/Contents.json`: a folder per theme that provides a namespace, so that a colour is named
///   `Default/accent` in `Color("Default/accent")` and `UIColor(named:)`.
/// - `<Theme>/<token>.colorset/Contents.json`: one colour set per semantic colour, with four entries — Any
///   (light), Dark, High Contrast and Dark + High Contrast — in the order and format Xcode writes.
///
/// Components are Xcode's three-decimal strings (`"0.478"`), which keep every 8-bit value exactly: the
/// string times 255, rounded, is the original byte. A slot that is an Apple system colour without an
/// opacity is a reference to it (`systemBlueColor`); a system colour with an opacity cannot be expressed as
/// a reference and is written as its iOS numbers instead (see `approximations(in:)`).
///
/// The output depends only on the set, byte for byte. Palette colours, radii, spacing and styles are not
/// part of a catalog.
public enum AssetCatalogEmitter {
    /// What the emitter is, for the fingerprint of a catalog (see `OutputWriter.isCurrent`): the themec
    /// version and `revision`.
    public static var identity: String { "asset-catalog-emitter \(ThemecVersion.current) r\(revision)" }

    /// The revision of the catalog's files: it must change whenever the output for the same theme set
    /// changes. A test pins the hash of the golden files to this number.
    static let revision = 3

    /// `info` of every `Contents.json`, as Xcode writes it but for the author: `themec`, the marker by which
    /// a later compile knows the file is its own even without the catalog's manifest
    /// (`OutputWriter.ownershipMarkers`). Xcode reads any author, and writes its own when it edits a file.
    static let info = JSONValue.object([("author", .string("themec")), ("version", .number("1"))])

    /// The four slots of a colour set, in Xcode's order, with their `appearances`.
    static let slots: [(appearance: Appearance, traits: [(String, String)])] = [
        (.light, []),
        (.dark, [("luminosity", "dark")]),
        (.lightHighContrast, [("contrast", "high")]),
        (.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]),
    ]

    /// The catalog's files, sorted by path.
    public static func emit(_ set: ResolvedThemeSet) -> [GeneratedFile] {
        var files = [GeneratedFile(path: "Contents.json", contents: JSONValue.object([("info", info)]).rendered())]
        for theme in set.themes {
            let folder = JSONValue.object([
                ("info", info), ("properties", .object([("provides-namespace", .literal("true"))])),
            ])
            files.append(GeneratedFile(path: "\(theme.name)/Contents.json", contents: folder.rendered()))
            for (index, token) in set.colors.enumerated() {
                files.append(
                    GeneratedFile(
                        path: "\(theme.name)/\(colorSetName(token.name)).colorset/Contents.json",
                        contents: colorSet(theme.colors[index]).rendered()))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// `accent` for `colors.accent`: the token's name as written in YAML.
    public static func colorSetName(_ name: TokenName) -> String { name.dottedPath }

    /// The slots that hold a system colour with an opacity, written as numbers rather than as a reference:
    /// `Default/pressedFill (dark): system.label with opacity 0.5; the catalog holds its iOS value`.
    public static func approximations(in set: ResolvedThemeSet) -> [String] {
        var notes: [String] = []
        for theme in set.themes {
            for (index, token) in set.colors.enumerated() {
                for slot in slots {
                    let value = theme.colors[index][slot.appearance]
                    guard let system = value.system, let opacity = system.opacity else { continue }
                    notes.append(
                        "\(theme.name)/\(colorSetName(token.name)) (\(slot.appearance)): system.\(system.name) with "
                            + "opacity \(opacity) is written as its iOS value \(value.rgba.hex), not as a reference")
                }
            }
        }
        return notes
    }

    /// A colour set's `Contents.json`.
    static func colorSet(_ color: DynamicColor) -> JSONValue {
        let entries = slots.map { slot -> JSONValue in
            var fields: [(String, JSONValue)] = []
            if !slot.traits.isEmpty {
                fields.append(
                    (
                        "appearances",
                        .array(
                            slot.traits.map { .object([("appearance", .string($0.0)), ("value", .string($0.1))]) })
                    ))
            }
            fields.append(("color", colorValue(color[slot.appearance])))
            fields.append(("idiom", .string("universal")))
            return .object(fields)
        }
        return .object([("colors", .array(entries)), ("info", info)])
    }

    /// The `color` of one entry: a system colour reference, or components in sRGB or (`"display-p3"`) Display P3.
    static func colorValue(_ value: ColorValue) -> JSONValue {
        if let system = value.system, system.opacity == nil, let entry = SystemColors.named(system.name),
            !entry.isAccent
        {
            return .object([
                ("platform", .string(referencePlatform(entry))), ("reference", .string(referenceName(entry))),
            ])
        }
        let rgba = value.rgba
        return .object([
            ("color-space", .string(rgba.space == .displayP3 ? "display-p3" : "srgb")),
            (
                "components",
                .object([
                    ("alpha", .string(component(rgba.alpha))), ("blue", .string(component(rgba.blue))),
                    ("green", .string(component(rgba.green))), ("red", .string(component(rgba.red))),
                ])
            ),
        ])
    }

    /// The Objective-C name Xcode references: `secondaryLabelColor`, `systemBlueColor`.
    static func referenceName(_ entry: SystemColors.Entry) -> String { entry.name + "Color" }

    /// `universal` for colours AppKit has under the same name (Xcode lists those for every platform), `ios`
    /// for UIKit-only colours (`systemBackgroundColor`, the fills, `systemGray2Color` …).
    static func referencePlatform(_ entry: SystemColors.Entry) -> String {
        entry.appKitName == nil ? "ios" : "universal"
    }

    /// `byte / 255` with three decimals, as Xcode writes it: `"0.000"`, `"0.478"`, `"1.000"`.
    ///
    /// `byte * 1000 / 255` is never exactly halfway between two integers, so rounding has no ties; and the
    /// error, at most 0.0005, times 255 is below one half, so the byte is recovered exactly.
    static func component(_ byte: UInt8) -> String {
        let thousandths = (Int(byte) * 2000 + 255) / 510
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// The little JSON an asset catalog needs, rendered as Xcode does: two-space indentation, `"key" : value`,
/// keys in the order given, one value per line, and a final newline.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(String)
    /// `true`, `false`, `null`.
    case literal(String)

    func rendered() -> String {
        var out = ""
        render(into: &out, indent: "")
        return out + "\n"
    }

    private func render(into out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let fields):
            guard !fields.isEmpty else {
                out += "{\n\n\(indent)}"
                return
            }
            out += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                out += inner + Self.quoted(key) + " : "
                value.render(into: &out, indent: inner)
                out += index == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let values):
            guard !values.isEmpty else {
                out += "[\n\n\(indent)]"
                return
            }
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += inner
                value.render(into: &out, indent: inner)
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text):
            out += Self.quoted(text)
        case .number(let text), .literal(let text):
            out += text
        }
    }

    /// A JSON string literal; `/` is escaped as Xcode (NSJSONSerialization) does.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
