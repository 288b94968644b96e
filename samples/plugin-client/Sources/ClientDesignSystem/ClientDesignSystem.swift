// The design system's own code: the generated types are in Generated/ (figgen-generate writes them).
public enum ClientDesignSystem {
    public static let designFolder = "design"
}
