// libFuzzer's entry point for programs that keep their own `main`. Only declared here: the
// function comes from the compiler's libFuzzer runtime, linked by `-sanitize=fuzzer`, so only
// the fuzzing build (`make fuzz`, which defines CATALOG_FUZZER) may call it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
