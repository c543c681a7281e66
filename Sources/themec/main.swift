import ThemecCLI
