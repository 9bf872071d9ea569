package jvsim.vm.classpath;

import java.io.IOException;
import java.io.InputStream;

/**
 * Model classes: classes shipped by jvsim to be loaded into the VM (the jvsim.api and jvsim.model
 * packages, and JDK replacements stored under META-INF/jvsim-model/). Read from the host class path.
 */
public final class ModelSource implements ClassSource {
    private static final String REPLACEMENTS = "META-INF/jvsim-model/";
    private final ClassLoader host;

    public ModelSource(ClassLoader host) { this.host = host; }

    @Override public byte[] read(String resource) throws IOException {
        String res;
        if (resource.startsWith("jvsim/api/") || resource.startsWith("jvsim/model/")) res = resource;
        else if (resource.endsWith(".class")) res = REPLACEMENTS + resource;
        else return null;
        try (InputStream in = host.getResourceAsStream(res)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    /** Model classes replacing JDK classes are defined by the bootstrap loader like the JDK's. */
    @Override public boolean isJdk() { return true; }
    @Override public String describe() { return "jvsim model classes"; }
}
