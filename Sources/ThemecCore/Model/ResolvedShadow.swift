/// A shadow token resolved: one or more layers, drawn in order, each with its colour in every appearance.
public struct ResolvedShadow: Hashable, Sendable, CustomStringConvertible {
    /// At least one.
    public var layers: [ShadowValue]

    public init(layers: [ShadowValue]) {
        self.layers = layers
    }

    /// `color: #00000033, radius: 4, x: 0, y: 2; …`: each layer in `appearance`, as `themec resolve` prints it.
    public func description(in appearance: Appearance) -> String {
        layers.map { layer in
            "color: \(layer.color[appearance].rgba.hex), radius: \(formatNumber(layer.radius)), "
                + "x: \(formatNumber(layer.x)), y: \(formatNumber(layer.y))"
        }.joined(separator: "; ")
    }

    /// The layers in the light appearance.
    public var description: String { description(in: .light) }
}
