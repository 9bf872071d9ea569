package jvsim.tools;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The jvsim version and the commit it was built from, from a resource filtered by Maven at build time. */
public final class Version implements IVersionProvider {

    public static String get() {
        return property("version");
    }

    /**
     * The commit jvsim was built from ({@code git describe --always --dirty}: an abbreviated hash, with
     * "-dirty" when the build's files differed from it), or "unknown" (built outside a git clone).
     */
    public static String commit() {
        return property("commit");
    }

    private static String property(String name) {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) p.load(in);
        } catch (IOException ignored) {
            // fall through to "unknown"
        }
        String value = p.getProperty(name, "").strip();
        // empty, or left unfiltered (${...}) when Maven had no value for it
        return value.isEmpty() || value.startsWith("${") ? "unknown" : value;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"jvsim " + get() + " (commit " + commit() + ", host Java " + System.getProperty("java.version") + ")"};
    }
}
