package jvsim.capp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles Java sources (class name to text) into a directory, for the tests' program versions. */
final class Sources {
    private Sources() { }

    static Path compile(Path dir, Map<String, String> sources) {
        try {
            Path src = Files.createDirectories(dir.resolve("src")), out = Files.createDirectories(dir.resolve("classes"));
            List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-XDstringConcat=indyWithConstants"));
            for (Map.Entry<String, String> e : sources.entrySet()) {
                Path f = src.resolve(e.getKey().replace('.', '/') + ".java");
                Files.createDirectories(f.getParent());
                Files.writeString(f, e.getValue());
                args.add(f.toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            if (javac.run(null, null, null, args.toArray(new String[0])) != 0) throw new IllegalStateException("javac failed");
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
