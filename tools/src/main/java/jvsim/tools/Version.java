package jvsim.tools;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The jvsim version, from a resource filtered by Maven at build time. */
public final class Version implements IVersionProvider {

    public static String get() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) p.load(in);
        } catch (IOException ignored) {
            // fall through to "unknown"
        }
        return p.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {"jvsim " + get() + " (host Java " + System.getProperty("java.version") + ")"};
    }
}
