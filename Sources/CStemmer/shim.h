#include <libstemmer.h>
