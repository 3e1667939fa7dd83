import Foundation
@testable import Site
import Testing

/// `--timings` reads the resident and peak memory from `/proc/self/status`.
@Suite struct ProcessMemoryTests {
    @Test func readsResidentAndPeakInBytes() {
        let status = """
            Name:\tcatalog
            VmPeak:\t  900000 kB
            VmHWM:\t    4096 kB
            VmRSS:\t    2048 kB
            Threads:\t2
            """
        #expect(ProcessMemory.parse(status) == ProcessMemory(resident: 2_097_152, peak: 4_194_304))
    }

    @Test func refusesMissingOrMalformedFigures() {
        #expect(ProcessMemory.parse("VmRSS:\t 12 kB\n") == nil)
        #expect(ProcessMemory.parse("VmRSS:\t 12 MB\nVmHWM:\t 12 kB\n") == nil)
        #expect(ProcessMemory.parse("VmRSS:\t twelve kB\nVmHWM:\t 12 kB\n") == nil)
        #expect(ProcessMemory.parse("VmRSS:\t 99999999999999999999 kB\nVmHWM:\t 1 kB\n") == nil)
        #expect(ProcessMemory.parse("VmRSS:\t 9223372036854775807 kB\nVmHWM:\t 1 kB\n") == nil)
    }

    @Test func thisProcessHasAPeakAtLeastItsResidentMemory() throws {
        let memory = try #require(ProcessMemory.now())
        #expect(memory.resident > 0)
        #expect(memory.peak >= memory.resident)
    }
}
