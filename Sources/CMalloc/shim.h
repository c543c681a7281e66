// glibc's allocator settings (mallopt), which the Glibc module does not bring. Nothing elsewhere.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
