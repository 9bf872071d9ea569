package jvsim.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The installed JDK 25 the tests of another class library use: the home named by the environment
 * variable {@value #ENV}, else {@value #DEFAULT}. Where there is none, a test that needs it is skipped
 * with a message naming the missing JDK (also printed, so a CI log shows it).
 */
public final class Jdk25 {
    static final String ENV = "JVSIM_JDK25";
    static final String DEFAULT = "/usr/lib/jvm/temurin-25-jdk-amd64";

    private Jdk25() {}

    /** The JDK 25's home; skips the calling test when there is none. */
    public static Path home() {
        String given = System.getenv(ENV);
        Path home = Path.of(given != null && !given.isBlank() ? given : DEFAULT);
        String version = version(home);
        if (version == null || !(version.equals("25") || version.startsWith("25."))) {
            String why = "no JDK 25 at " + home + (version == null ? "" : " (it is JDK " + version + ")")
                    + ": install one or name its home in " + ENV + "; tests of the JDK 25 class library skipped";
            System.err.println("jvsim tests: " + why);
            Assumptions.abort(why);
        }
        return home;
    }

    /** JAVA_VERSION of a JDK's release file, or null. */
    private static String version(Path home) {
        try {
            for (String l : Files.readAllLines(home.resolve("release")))
                if (l.startsWith("JAVA_VERSION=")) return l.substring("JAVA_VERSION=".length()).replace("\"", "").strip();
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
