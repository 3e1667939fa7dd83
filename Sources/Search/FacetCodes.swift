/// Every page's values of one facet in one string, so that counting results per value needs no
/// page's display data: each page takes a fixed number of base-32 digits holding a bit per value.
/// The browser reads the bits as 32-bit integers, so a facet offers its first 30 values.
package enum FacetCodes {
    package static let maximumValues = 30

    /// Base-32 digits per page for a facet with this many values.
    package static func width(values: Int) -> Int { max(1, (values + 4) / 5) }

    package static func encode(_ facet: SearchFacet, documents: [SearchDocument]) -> String {
        encode(bits: documents.map { bits(facet, values: $0.facets[facet.name] ?? []) }, values: facet.values.count)
    }

    /// A page's bits for `facet`: one per value it has among the first ``maximumValues``.
    static func bits(_ facet: SearchFacet, values slugs: [String]) -> Int {
        var bits = 0
        for slug in slugs {
            if let index = facet.values.firstIndex(where: { $0.slug == slug }), index < maximumValues {
                bits |= 1 << index
            }
        }
        return bits
    }

    /// The pages' bits in base 32, each padded to the width of a facet of `values` values.
    static func encode(bits: [Int], values: Int) -> String {
        let width = width(values: min(values, maximumValues))
        var text = ""
        for page in bits {
            let digits = String(page, radix: 32)
            text += String(repeating: "0", count: width - digits.count) + digits
        }
        return text
    }
}
