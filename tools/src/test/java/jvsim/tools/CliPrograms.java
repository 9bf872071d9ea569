package jvsim.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jvsim.embed.Javac;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The CLI tests' shared set-up: the target programs of a test class, given as source lines,
 * compiled once before its tests into a temporary directory (deleted after them), and the CLI run
 * on them with that class path. A test class registers one:
 * {@code @RegisterExtension static final CliPrograms programs = new CliPrograms().program("Main", "public class Main {", ...);}
 */
final class CliPrograms implements BeforeAllCallback, AfterAllCallback {
    private final Map<String, String> sources = new LinkedHashMap<>();
    private Path dir, classes;

    /** Adds the program of class name (with its package, e.g. "bank.Bank"), its source the lines given. */
    CliPrograms program(String name, String... lines) {
        sources.put(name, String.join("\n", lines) + "\n");
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("jvsim-cli-test");
        classes = Javac.compile(dir, sources);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (dir == null) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /** The temporary directory: a file of a test's own (a report, a page) is resolved in it. */
    Path dir() { return dir; }

    /** A file name (e.g. "spin.json") in the temporary directory. */
    Path file(String name) { return dir.resolve(name); }

    /** The compiled classes. */
    Path classes() { return classes; }

    /** The programs' sources (a package's below its folders), for --source-path. */
    Path sources() { return dir.resolve("src"); }

    /** The CLI on main with the options given (before the class path, which is the compiled programs). */
    CliTest.Result run(String main, String... options) {
        List<String> args = new ArrayList<>(List.of(options));
        args.addAll(List.of("-cp", classes.toString(), main));
        return CliTest.jvsim(args.toArray(new String[0]));
    }

    /** Whether some line matches regex. */
    static boolean hasLine(List<String> lines, String regex) {
        return lines.stream().anyMatch(l -> l.matches(regex));
    }

    /** A JSON report, read as maps, lists, strings, numbers and booleans. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> json(Path report) throws IOException {
        return (Map<String, Object>) JsonTree.parse(Files.readString(report));
    }
}
