package jvsim.vm.classpath;

import java.io.IOException;

/** A place class files (and read-only resources) come from. */
public interface ClassSource {
    /** The bytes of a resource such as "java/lang/String.class", or null if this source has none. */
    byte[] read(String resource) throws IOException;

    /** True for the JDK's own modules (classes defined by the bootstrap loader). */
    default boolean isJdk() { return false; }

    String describe();

    /** The class path entry (directory or jar, as given) for target class path sources, else null. */
    default java.nio.file.Path classPathEntry() { return null; }
}
