// Seed screen 003: rounded push-pull options that stay pushed in while selected, at most one selected in a
// group (`option` in Themes/Default.yaml).

#if canImport(SwiftUI)
    import SwiftUI

    enum Seed003Size: Hashable, Sendable, CaseIterable {
        case small, medium, large
        var title: String { "\(self)" }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct Seed003: View {
        @State private var size: Seed003Size? = nil
        @State private var isBold: Bool = false

        var body: some View {
            VStack(spacing: 16) {
                Toggle(isOn: $isBold) { Text("Bold") }.toggleStyle(.option)
                HStack {
                    ThemeExclusiveOptions(selection: $size, options: Seed003Size.allCases) { size in
                        Text(size.title)
                    }
                }
                .toggleStyle(.option)
                // TODO(per-use parameters): the tap runs the action and the parent sets the state, once
                // `.buttonStyle(.option(isSelected:))` exists:
                // Button("Small") { size = .small }.buttonStyle(.option(isSelected: size == .small))
            }
        }
    }
#endif
