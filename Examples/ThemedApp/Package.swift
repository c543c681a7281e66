// swift-tools-version:6.0
import PackageDescription

// An app's theme library that gets its Swift from ThemecPlugin at build time: the theme files live in
// Sources/ThemedApp/Themes/, and no generated code is checked in.
let package = Package(
    name: "ThemedApp",
    products: [
        .library(name: "ThemedApp", targets: ["ThemedApp"])
    ],
    dependencies: [
        // In an app: .package(url: "https://…/themec.git", from: "…").
        .package(name: "themec", path: "../..")
    ],
    targets: [
        .target(
            name: "ThemedApp",
            plugins: [.plugin(name: "ThemecPlugin", package: "themec")]
        ),
        .testTarget(name: "ThemedAppTests", dependencies: ["ThemedApp"]),
    ]
)
