// A stand-in for the parts of Darwin's C library that KqueueChangeSource uses, for type-checking it on
// Linux. Not a SwiftPM target: ThemecCLITests (KqueueTypeCheckTests) compiles it with swiftc, behind the
// Swift module ThemecKqueueStub, which the check aliases to Darwin (`-module-alias Darwin=ThemecKqueueStub`).
//
// Each declaration is written as macOS's SDK declares it (and the Swift compiler then imports it as it
// imports the SDK's): <sys/event.h>, <sys/fcntl.h>, <sys/errno.h>, <unistd.h>,
// <sys/_types/_timespec.h>, on 64-bit macOS. Nothing here may be loosened to make the check pass: a
// mismatch with the SDK would let code through that does not build on a Mac.

#ifndef THEMEC_KQUEUE_STUB_H
#define THEMEC_KQUEUE_STUB_H

#include <stdint.h>

// <sys/_types/_mode_t.h>
typedef uint16_t mode_t;

// <sys/_types/_timespec.h>: on macOS `{ __darwin_time_t tv_sec; long tv_nsec; }`, both `long`, which Swift
// imports as `timespec(tv_sec: Int, tv_nsec: Int)`. The check also loads Linux's C library (the rest of the
// module imports it), and Clang requires two definitions of one struct to be spelled alike, so the fields
// are spelled with glibc's names for `long`: what Swift sees is the same.
typedef long __time_t;
typedef long __syscall_slong_t;

struct timespec {
    __time_t tv_sec;
    __syscall_slong_t tv_nsec;
};

// <sys/event.h>
struct kevent {
    uintptr_t ident;  // identifier for this event
    int16_t filter;   // filter for event
    uint16_t flags;   // general flags
    uint32_t fflags;  // filter-specific flags
    intptr_t data;    // filter-specific data
    void *udata;      // opaque user data identifier
};

#define EVFILT_VNODE (-4)

#define EV_ADD 0x0001
#define EV_DELETE 0x0002
#define EV_ENABLE 0x0004
#define EV_DISABLE 0x0008
#define EV_ONESHOT 0x0010
#define EV_CLEAR 0x0020
#define EV_ERROR 0x4000
#define EV_EOF 0x8000

#define NOTE_DELETE 0x00000001
#define NOTE_WRITE 0x00000002
#define NOTE_EXTEND 0x00000004
#define NOTE_ATTRIB 0x00000008
#define NOTE_LINK 0x00000010
#define NOTE_RENAME 0x00000020
#define NOTE_REVOKE 0x00000040

int kqueue(void);
int kevent(int kq, const struct kevent *changelist, int nchanges, struct kevent *eventlist, int nevents,
    const struct timespec *timeout);

// <sys/fcntl.h> (`open` itself is variadic in C; Swift's Darwin overlay declares it: ThemecKqueueStub.swift)
#define O_RDONLY 0x0000
#define O_NONBLOCK 0x00000004
#define O_EVTONLY 0x00008000
#define O_CLOEXEC 0x01000000

// <unistd.h>
int close(int fd);

// <sys/errno.h> (`errno` itself is a macro over a function; Swift's Darwin overlay declares it)
#define ENOENT 2
#define EINTR 4
#define ENFILE 23
#define EMFILE 24

#endif
