/* malloc-count: an LD_PRELOAD shim that counts every allocation call (malloc, calloc, realloc,
 * posix_memalign, aligned_alloc) and passes it on to glibc. The program reads the count through
 * bench_allocation_count(), found with dlsym.
 * Build: cc -O2 -shared -fPIC -o malloc-count.so Benchmarks/malloc-count.c */
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static atomic_long count;

long bench_allocation_count(void) { return atomic_load(&count); }

void *malloc(size_t size) { atomic_fetch_add(&count, 1); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { atomic_fetch_add(&count, 1); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { atomic_fetch_add(&count, 1); return __libc_realloc(p, size); }
void *aligned_alloc(size_t alignment, size_t size) { atomic_fetch_add(&count, 1); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    atomic_fetch_add(&count, 1);
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12;
    *out = p;
    return 0;
}
