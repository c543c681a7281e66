import Testing
@testable import ThemecYAML
