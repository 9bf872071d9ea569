package jvsim.vthreads;

import java.nio.file.Path;

/** The installed JDK 25 (see jvsim.conformance.Jdk25): skips the calling test, naming the missing JDK, where there is none. */
final class Jdk25Home {
    private Jdk25Home() {}

    static Path get() { return jvsim.conformance.Jdk25.home(); }
}
