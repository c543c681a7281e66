import ThemecCore
