/// The keys `themec.yml` accepts, at each level. `schema/themec.schema.json` allows the same ones (a test
/// compares them), and the parser reports any other key with the closest of these.
enum ConfigFormat {
    /// The name themec looks for, in the current directory and then in each parent.
    static let fileName = "themec.yml"

    /// The settings of one compile; the top level and each entry of `targets` take them.
    static let settingKeys = [
        "themes", "output", "access", "typeName", "stylePrefix", "previews", "assetCatalog", "strict", "lint",
        "import",
    ]
    /// An entry of `targets`: the settings, and the `name` that `--target NAME` chooses it by.
    static let targetKeys = ["name"] + settingKeys
    /// The top level: the settings, and `targets`.
    static let rootKeys = settingKeys + ["targets"]
    /// The keys of `import:`, the settings of `themec import`.
    static let importKeys = ["remBase"]
}
