import AnimationCore
import Foundation

/// A Metal shader effect (`colorEffect`, `distortionEffect`,
/// `layerEffect`): there is no Metal on this host, so the content is
/// drawn unshaded and the host is warned once per shader function.
struct _ShaderEffect: ViewModifier {
    let kind: String
    let shader: Shader
    let isEnabled: Bool
    @Environment(\._warn) private var warn

    nonisolated init(kind: String, shader: Shader, isEnabled: Bool) {
        self.kind = kind
        self.shader = shader
        self.isEnabled = isEnabled
    }

    func body(content: Content) -> some View {
        let message = Self.message(kind, shader)
        return content.onAppear { if isEnabled { warn(message) } }
    }

    nonisolated static func message(_ kind: String, _ shader: Shader) -> String {
        "\(kind): the headless host runs no Metal shaders; the view is drawn without \(shader.function.name)"
    }
}

extension View {
    /// Recolors each pixel of the view with a shader function (drawn
    /// unshaded here: no Metal, one warning).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The view.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "colorEffect", shader: shader, isEnabled: isEnabled))
    }

    /// Moves each pixel of the view by a shader function (drawn unshaded
    /// here: no Metal, one warning).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The view.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "distortionEffect", shader: shader, isEnabled: isEnabled))
    }

    /// Draws the view through a shader function that samples its layer
    /// (drawn unshaded here: no Metal, one warning).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel it samples.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The view.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(kind: "layerEffect", shader: shader, isEnabled: isEnabled))
    }
}

extension VisualEffect {
    /// Recolors the drawing with a shader (unshaded here: no Metal; the
    /// current host is warned once).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The effect.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { CurrentHost.warn(_ShaderEffect.message("colorEffect", shader)) }
        return self
    }

    /// Moves the drawing's pixels with a shader (unshaded here).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The effect.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { CurrentHost.warn(_ShaderEffect.message("distortionEffect", shader)) }
        return self
    }

    /// Draws through a shader that samples the layer (unshaded here).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel it samples.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The effect.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { CurrentHost.warn(_ShaderEffect.message("layerEffect", shader)) }
        return self
    }
}
