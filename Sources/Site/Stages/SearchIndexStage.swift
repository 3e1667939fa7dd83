import Search

/// Writes one language's search index (``SearchFeed``). Its key is the digest of everything
/// the index is made from (every page's source, the facets, the stop words): with a key the
/// store holds, each file is taken from the replaced output as it is, and the index is not
/// made again.
struct SearchIndexStage {
    let feed: SearchFeed
    let output: OutputFolder
    let store: ArtifactStore

    /// What the store keeps of an index written: each file's name, digest and size.
    struct IndexFiles: Codable, Sendable {
        var files: [PageStage.PageFile] = []
        var names: [String] = []
    }

    func write(_ language: String) throws(OutputError) {
        let sources = feed.sources(language: language)
        let digests = sources.map(\.digest)
        let key = feed.indexKey(language: language, digests: digests)
        let folder = feed.paths.searchIndex(language)
        if let kept: IndexFiles = store.lookUp(.searchIndex, inputs: key), try keepAll(kept, in: folder) { return }
        var made = IndexFiles()
        // Each block of pages is kept by the digests of its pages' sources: only the blocks whose
        // pages changed are scanned again.
        let files = feed.files(language: language, sources: sources) { range, make in
            var hash = StableDigest()
            hash.add(language)
            for digest in digests[range] { hash.add(digest) }
            return store.value(.searchBlock, inputs: hash.value, make: make)
        }
        for file in files {
            let bytes = Array(file.text.utf8)
            let digest = try output.write(folder + file.name, bytes: bytes)
            made.names.append(file.name)
            made.files.append(.init(digest: digest, size: bytes.count))
        }
        store.keep(made, .searchIndex, inputs: key)
    }

    /// Takes every file of a kept index from the replaced output; false, with none taken,
    /// when one of them is not there as it was written.
    private func keepAll(_ kept: IndexFiles, in folder: String) throws(OutputError) -> Bool {
        guard kept.names.count == kept.files.count,
            zip(kept.names, kept.files).allSatisfy({ output.canKeep(folder + $0, digest: $1.digest, size: $1.size) })
        else { return false }
        for (name, file) in zip(kept.names, kept.files) {
            guard try output.keep(folder + name, digest: file.digest, size: file.size) else {
                throw OutputError(path: folder + name, reason: "changed while the build was taking it; run the build again")
            }
        }
        return true
    }
}
