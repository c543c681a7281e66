// Seed screen 002: a filled bold button that dims and animates when pressed (`thema` in Themes/Default.yaml).

#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct Seed002: View {
        let isValid: Bool
        let next: () -> Void

        var body: some View {
            VStack(spacing: 16) {
                Button("Continue", action: next).buttonStyle(.thema)
                Button("Continue", action: next).buttonStyle(.thema).disabled(!isValid)
            }
        }
    }
#endif
