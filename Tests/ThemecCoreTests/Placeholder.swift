import Testing
@testable import ThemecCore
