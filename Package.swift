// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "themec",
    products: [
        .executable(name: "themec", targets: ["themec"]),
        // The library, one product per module, so every type its public API takes or returns is a product's:
        // diagnostics, the YAML wrapper, the theme model and pipeline, the emitters and writer, DTCG, preview.
        .library(name: "ThemecCore", targets: ["ThemecCore"]),
        .library(name: "ThemecDiagnostics", targets: ["ThemecDiagnostics"]),
        .library(name: "ThemecYAML", targets: ["ThemecYAML"]),
        .library(name: "ThemecEmit", targets: ["ThemecEmit"]),
        .library(name: "ThemecDTCG", targets: ["ThemecDTCG"]),
        .library(name: "ThemecPreview", targets: ["ThemecPreview"]),
        // Compiles a target's Themes/*.yaml into Swift at build time (docs/Plugin.md).
        .plugin(name: "ThemecPlugin", targets: ["ThemecPlugin"]),
        // `swift package --allow-writing-to-package-directory generate-theme`: writes Generated/ into the package.
        .plugin(name: "GenerateTheme", targets: ["GenerateTheme"]),
        // `swift package check-theme`: generate-theme --check, without the permission to write.
        .plugin(name: "CheckTheme", targets: ["CheckTheme"]),
    ],
    targets: [
        // libyaml, found through pkg-config. Only ThemecYAML imports it.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Diagnostics as values, and their rendering.
        .target(name: "ThemecDiagnostics"),
        // libyaml events → located node tree. Hides every libyaml type.
        .target(name: "ThemecYAML", dependencies: ["CYAML", "ThemecDiagnostics"]),
        // Node tree → validated, resolved theme model.
        .target(
            name: "ThemecCore", dependencies: ["ThemecYAML", "ThemecDiagnostics"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Theme model → generated Swift files, written atomically.
        .target(name: "ThemecEmit", dependencies: ["ThemecCore", "ThemecDiagnostics"]),
        // DTCG 2025.10 design tokens: import into theme YAML, export from a theme set.
        .target(name: "ThemecDTCG", dependencies: ["ThemecCore", "ThemecDiagnostics"]),
        // Theme model → a self-contained HTML preview page for design review.
        .target(name: "ThemecPreview", dependencies: ["ThemecCore"]),
        // Command line parsing and the commands, as a library the tests drive.
        .target(
            name: "ThemecCLI",
            dependencies: [
                "ThemecCore", "ThemecEmit", "ThemecDiagnostics", "ThemecDTCG", "ThemecPreview", "ThemecYAML",
            ]
        ),
        // On Linux the Swift runtime is linked into the executable (it then starts in half the time, and
        // runs where no Swift toolchain is installed). Tests never link this target: they run the built
        // executable, which `swift build --build-tests` and `swift test` build with them.
        .executableTarget(
            name: "themec", dependencies: ["ThemecCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
        ),
        .plugin(name: "ThemecPlugin", capability: .buildTool(), dependencies: ["themec"]),
        .plugin(
            name: "GenerateTheme",
            capability: .command(
                intent: .custom(
                    verb: "generate-theme",
                    description:
                        "Compile the theme files into Swift in the package (themec compile Themes --output Generated)"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the Swift that themec generates from the theme files")
                ]),
            dependencies: ["themec"]
        ),
        // Shares Plugins/GenerateTheme/ThemeCompiles.swift through a link: a command plugin's permissions are
        // fixed here, so checking without the permission to write needs a plugin of its own.
        .plugin(
            name: "CheckTheme",
            capability: .command(
                intent: .custom(
                    verb: "check-theme",
                    description: "Check that the Swift generate-theme writes is current, writing nothing")),
            dependencies: ["themec"]
        ),
        // The generated code for this repository's Themes/ (`themec compile Themes --output Generated`),
        // built here so every `swift build` proves the generated code compiles.
        .target(name: "AppTheme", path: "Generated", exclude: [".themec-manifest"]),
        // The benchmark suite's helper: generates theme sets and times each stage through the library.
        // Run everything with scripts/benchmark (results in BENCHMARKS.md); not part of the tests.
        .executableTarget(
            name: "themec-bench", dependencies: ["ThemecCore", "ThemecEmit", "ThemecYAML"],
            path: "Benchmarks/themec-bench"
        ),

        // The tests' one check of optional dependencies (the corpus beside the repository, Python packages,
        // Chromium, GNU time): skipped without them, required with THEMEC_REQUIRE_OPTIONAL_TESTS=1.
        .target(name: "ThemecTestSupport", path: "Tests/ThemecTestSupport"),
        .testTarget(
            name: "ThemecYAMLTests", dependencies: ["ThemecYAML", "ThemecTestSupport"],
            // Read through #filePath-relative paths, not as bundle resources.
            exclude: ["Fixtures", "pyyaml_reference.py"]
        ),
        // Golden/: the resolved model's dump of the repository's Themes/ (the middle layer between the YAML and
        // Generated/), read through #filePath.
        .testTarget(name: "ThemecCoreTests", dependencies: ["ThemecCore"], exclude: ["Golden"]),
        .testTarget(name: "AppThemeTests", dependencies: ["AppTheme", "ThemecCore", "ThemecCLI"]),
        .testTarget(name: "ThemecDiagnosticsTests", dependencies: ["ThemecDiagnostics"]),
        // The command plugins' folder rules: Plugins/GenerateTheme/ThemeFolderRules.swift, compiled in through a
        // link (a plugin cannot depend on a library target, and the file imports nothing).
        .testTarget(name: "PluginRulesTests"),
        .testTarget(name: "ThemecEmitTests", dependencies: ["ThemecEmit"]),
        // The asset catalog emitter: golden colour sets for Fixture/, and every value against the resolver.
        .testTarget(
            name: "AssetCatalogTests", dependencies: ["ThemecEmit", "ThemecCore"], exclude: ["Fixture", "Golden"]
        ),
        // schema/theme.schema.json against the compiler's keys, and the themes against the schema (python jsonschema).
        .testTarget(
            name: "ThemeSchemaTests", dependencies: ["ThemecCore", "ThemecCLI", "ThemecEmit", "ThemecTestSupport"],
            exclude: ["validate_theme_schema.py"]
        ),
        .testTarget(name: "ThemecPreviewTests", dependencies: ["ThemecPreview", "ThemecCore", "ThemecTestSupport"]),
        .testTarget(
            name: "ThemecDTCGTests",
            dependencies: ["ThemecDTCG", "ThemecCore", "ThemecDiagnostics", "ThemecTestSupport"],
            // Vendored/: small third-party token files with their licences; Fixtures/: small excerpts in the
            // shapes of published design systems; both read through #filePath.
            exclude: ["validate_dtcg_schema.py", "Vendored", "Fixtures"]
        ),
        .testTarget(
            name: "ThemecCLITests",
            dependencies: ["ThemecCLI", "ThemecCore", "ThemecEmit", "ThemecDiagnostics", "ThemecTestSupport"]
        ),
        // The Swift emitter: golden files, and the emitted Swift compiled with swiftc (Foundation.Process)
        // against the stub Apple modules in Tests/AppleStubs.
        .testTarget(
            name: "SwiftEmitterTests",
            dependencies: ["ThemecEmit", "ThemecCore", "ThemecDiagnostics", "ThemecTestSupport"],
            exclude: ["Golden", "Usage"]
        ),
        // `themec import dtcg` + `themec resolve --all` over every token of ../shared/corpus, against the test's own
        // DTCG resolver; the differences it allows are KnownLosses.tsv (docs/DTCG.md, "Differential test").
        .testTarget(
            name: "DTCGDifferentialTests", dependencies: ["ThemecYAML", "ThemecTestSupport"],
            exclude: ["KnownLosses.tsv"]
        ),
        // Runs the built `themec` executable as a subprocess on hostile input and under write faults (built by
        // `swift build --build-tests` and `swift test`, which build every product with the tests).
        .testTarget(
            name: "ThemecHardeningTests",
            dependencies: [
                "ThemecCLI", "ThemecCore", "ThemecEmit", "ThemecYAML", "ThemecDiagnostics",
                "ThemecTestSupport",
            ],
            exclude: ["Regressions"]
        ),
    ]
)
