package jvsim.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The programs of test-programs/src/java21 and src/java25, which need a newer javac than the build's:
 * compiled by the installed JDK 25's javac (see {@link Jdk25}), src/java21 with {@code --release 21}
 * and {@code --release 25}, src/java25 with {@code --release 25}, into target/java25-classes/release-N.
 */
public final class Java25Programs {
    static final Path JAVA21 = Path.of("src", "java21", "java"), JAVA25 = Path.of("src", "java25", "java");
    private static final Path OUT = Path.of("target", "java25-classes");
    private static boolean compiled;

    private Java25Programs() {}

    /** The class folder of the programs compiled for release (21 or 25), compiling them all once per test run. */
    public static synchronized Path classes(Path jdk, int release) throws IOException, InterruptedException {
        if (!compiled) {
            compile(jdk, 21, sources(JAVA21));
            List<Path> all = new ArrayList<>(sources(JAVA21));
            all.addAll(sources(JAVA25));
            compile(jdk, 25, all);
            compiled = true;
        }
        return OUT.resolve("release-" + release);
    }

    /** The binary names of the programs of a source root in a package (conformance21, vthreads, ...), sorted. */
    public static List<String> programs(Path root, String pkg) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve(pkg))) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .map(n -> pkg + "." + n.substring(0, n.length() - ".java".length())).sorted().toList();
        }
    }

    private static List<Path> sources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static void compile(Path jdk, int release, List<Path> sources) throws IOException, InterruptedException {
        Path out = OUT.resolve("release-" + release);
        Files.createDirectories(out);
        List<String> cmd = new ArrayList<>(List.of(jdk.resolve("bin/javac").toString(), "--release", String.valueOf(release), "-g",
                "-encoding", "UTF-8", "-d", out.toString()));
        for (Path s : sources) cmd.add(s.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) throw new AssertionError("javac --release " + release + " failed:\n" + text);
    }
}
