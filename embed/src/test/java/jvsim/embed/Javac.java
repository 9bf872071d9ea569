package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;

/** Compiles small target programs for the tests. */
public final class Javac {
    private Javac() { }

    /**
     * Compiles each (class name, source) into dir/classes, the sources written to dir/src (a package's
     * below its folders), with the javac options given (e.g. a class path), and returns dir/classes.
     */
    public static Path compile(Path dir, Map<String, String> sources, String... options) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> args = new ArrayList<>(List.of(options));
        args.addAll(List.of("-d", classes.toString()));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path f = src.resolve(e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(f.getParent());
            Files.writeString(f, e.getValue());
            args.add(f.toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(new String[0])), "javac failed");
        return classes;
    }
}
