/// Every page's values of one facet in one string, so that counting results per value needs no
/// page's display data: each page takes a fixed number of base-32 digits holding a bit per value.
/// The browser reads the bits as 32-bit integers, so a facet offers its first 30 values.
public enum FacetCodes {
    public static let maximumValues = 30

    /// Base-32 digits per page for a facet with this many values.
    public static func width(values: Int) -> Int { max(1, (values + 4) / 5) }

    public static func encode(_ facet: SearchFacet, documents: [SearchDocument]) -> String {
        let width = width(values: min(facet.values.count, maximumValues))
        var text = ""
        for document in documents {
            var bits = 0
            for slug in document.facets[facet.name] ?? [] {
                if let index = facet.values.firstIndex(where: { $0.slug == slug }), index < maximumValues {
                    bits |= 1 << index
                }
            }
            let digits = String(bits, radix: 32)
            text += String(repeating: "0", count: width - digits.count) + digits
        }
        return text
    }
}
