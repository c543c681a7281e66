import Foundation

/// Paths in this repository, found from this file's location so tests run from any directory.
enum RepositoryPaths {
    /// `Tests/SwiftEmitterTests`.
    static let testsDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/SwiftEmitterTests/Golden`.
    static let golden: URL = testsDirectory.appendingPathComponent("Golden", isDirectory: true)
    /// `Tests/AppleStubs`.
    static let appleStubs: URL = testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("AppleStubs", isDirectory: true)
}
