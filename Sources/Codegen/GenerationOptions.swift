/// What `generate` may vary. Everything that shapes output is here, so the same options give the same bytes.
public struct GenerationOptions: Equatable, Sendable {
    public enum AccessLevel: String, Sendable {
        case `public`, `internal`
    }

    /// Base name of the input, for the header comment (`design.json`, or `stdin`).
    public var inputName: String
    public var typePrefix: String?
    public var accessLevel: AccessLevel
    /// Minimum iOS version the code may use (16: `UnevenRoundedRectangle` is replaced by a support shape).
    public var minimumIOS: Int
    /// Only these pages (by name or id); empty means all.
    public var pages: [String]
    /// Only these nodes (by id) and their subtrees; empty means all.
    public var nodeIDs: [String]
    /// The Figma file key (the exports do not carry it), recorded in the manifest for Figma URLs.
    public var fileKey: String?
    /// Also write an Xcode asset catalog (`DesignTokens.xcassets`) with a colour set per colour token.
    public var assetCatalog: Bool = false
    /// Render the subtree of instances whose component is not in the file instead of calling a placeholder type.
    public var inlineRemoteInstances: Bool

    public init(inputName: String, typePrefix: String? = nil, accessLevel: AccessLevel = .public, minimumIOS: Int = 16,
                pages: [String] = [], nodeIDs: [String] = [], fileKey: String? = nil, inlineRemoteInstances: Bool = false) {
        self.inputName = inputName
        self.typePrefix = typePrefix
        self.accessLevel = accessLevel
        self.minimumIOS = minimumIOS
        self.pages = pages
        self.nodeIDs = nodeIDs
        self.fileKey = fileKey
        self.inlineRemoteInstances = inlineRemoteInstances
    }
}
