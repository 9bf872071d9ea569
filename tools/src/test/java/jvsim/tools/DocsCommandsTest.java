package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shell command of the docs (the {@code ```sh} blocks of README.md and docs/*.md) runs on a
 * clone after the README's set-up command ({@code mvn -B install -DskipTests}). Running them
 * ({@link #everyCommandRuns}, tag "docs") needs that set-up, so {@code mvn verify} leaves it out and
 * .ci/run runs it after the set-up; the other tests check the docs' commands without running them.
 * A command passes when it exits with 0, or with N when its line ends in the comment
 * {@code # exit status N}; its output is not checked. Commands of a block right after the line
 * {@code <!-- DocsCommandsTest: reason -->} are not run here: .ci/run runs them, word for word.
 */
class DocsCommandsTest {
    /** The repository: tests run in the module's directory. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** The longest a command may take (a first ./jvsim builds jvsim, the examples build runs their tests). */
    static final long TIMEOUT_MINUTES = 20;

    private static final Pattern BLOCK = Pattern.compile("(?m)(?:^<!-- DocsCommandsTest: ([^\\n]*?) -->\\n)?^```sh\\n(.*?)^```", Pattern.DOTALL);
    private static final Pattern STATUS = Pattern.compile("\\s+#\\s*exit status (\\d+)\\s*$");

    /** A command of a doc: its text (continuation lines joined), the exit status expected, why it is not run here (or null). */
    record Command(String doc, String text, int status, String notRun) {
        @Override public String toString() { return doc + ": " + text; }
    }

    /** The commands of README.md, then of docs/*.md by name, in order. */
    static List<Command> commands() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        List<Command> out = new ArrayList<>();
        for (Path doc : docs) {
            Matcher m = BLOCK.matcher(Files.readString(doc, StandardCharsets.UTF_8));
            while (m.find()) {
                String pending = "";
                for (String line : m.group(2).split("\n")) {
                    if (line.endsWith("\\")) {
                        pending += line.substring(0, line.length() - 1).strip() + " ";
                        continue;
                    }
                    String text = (pending + line.strip()).strip();
                    pending = "";
                    if (text.isEmpty() || text.startsWith("#")) continue;
                    Matcher st = STATUS.matcher(text);
                    int status = st.find() ? Integer.parseInt(st.group(1)) : 0;
                    out.add(new Command(ROOT.relativize(doc).toString(), text, status, m.group(1)));
                }
            }
        }
        return out;
    }

    @Test
    void theQuickStartBuildsTheExamplesAndRunsTheEmbeddingProgram() throws IOException {
        List<String> readme = commands().stream().filter(c -> c.doc().equals("README.md")).map(Command::text).toList();
        assertTrue(readme.contains("mvn -B install -DskipTests"), readme.toString());
        assertTrue(readme.contains("mvn -B -f examples/pom.xml verify"), readme.toString());
        assertTrue(readme.stream().anyMatch(c -> c.startsWith("java -cp 'examples/target/classes:examples/target/lib/*' example.FindLostUpdate")), readme.toString());
        // the set-up comes first: the rest depends on it
        assertEquals("mvn -B install -DskipTests", readme.get(0));
    }

    /** The text of the fenced blocks of a doc in the given language ("java", "xml", ...), in order. */
    static List<String> blocks(String doc, String language) throws IOException {
        Matcher m = Pattern.compile("(?m)^```" + language + "\\n(.*?)^```", Pattern.DOTALL).matcher(Files.readString(ROOT.resolve(doc), StandardCharsets.UTF_8));
        List<String> out = new ArrayList<>();
        while (m.find()) out.add(m.group(1));
        return out;
    }

    private static String file(String path) throws IOException {
        return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8);
    }

    /**
     * The minimal pom docs/embedding.md shows is examples/first/pom.xml, which the first-program
     * page's commands build and test ({@link #everyCommandRuns}): with the compiler's and Surefire's
     * versions (Maven 3.8's defaults compile for Java 5 and run no JUnit 5 test).
     */
    @Test
    void theMinimalPomOfTheEmbeddingDocIsTheProjectTheDocsRun() throws IOException {
        String pom = file("examples/first/pom.xml");
        assertTrue(blocks("docs/embedding.md", "xml").contains(pom), "docs/embedding.md does not show examples/first/pom.xml as it is");
        for (String plugin : List.of("maven-compiler-plugin", "maven-surefire-plugin"))
            assertTrue(Pattern.compile("<artifactId>" + plugin + "</artifactId>\\s*<version>[0-9.]+</version>").matcher(pom).find(), plugin + " without a version");
        assertTrue(pom.contains("<artifactId>jvsim-junit</artifactId>") && pom.contains("<artifactId>junit-jupiter</artifactId>"), pom);
        List<String> commands = commands().stream().filter(c -> c.doc().equals("docs/first-program.md")).map(Command::text).toList();
        assertTrue(commands.contains("mvn -B -q -f examples/first/pom.xml test"), commands.toString());
    }

    /**
     * docs/first-program.md shows the files its commands run: the first version of the program, the
     * fix (the same file with the two methods synchronized), the test; and runs every step: the
     * search that finds the bug (exit status 1), its replay, the search of the fixed program (0), the test.
     */
    @Test
    void theFirstProgramPageShowsTheFilesItsCommandsRun() throws IOException {
        List<String> java = blocks("docs/first-program.md", "java");
        assertEquals(3, java.size(), "the program, the fix, the test");
        String before = file("examples/first/before/bank/Bank.java"), fixed = file("examples/first/src/main/java/bank/Bank.java");
        assertEquals(before, java.get(0), "the page shows examples/first/before/bank/Bank.java as it is");
        assertTrue(fixed.contains(java.get(1)), "the fix shown is in examples/first/src/main/java/bank/Bank.java");
        assertEquals(before, fixed.replace("synchronized ", ""), "the fix is the two methods synchronized, nothing else");
        assertEquals(file("examples/first/src/test/java/bank/BankTest.java"), java.get(2), "the page shows BankTest.java as it is");
        List<Command> commands = commands().stream().filter(c -> c.doc().equals("docs/first-program.md")).toList();
        List<String> texts = commands.stream().map(Command::text).toList();
        assertEquals(List.of(
                "javac -d examples/first/target/before examples/first/before/bank/Bank.java",
                "./jvsim -cp examples/first/target/before --report=examples/first/target/bank.json bank.Bank   # exit status 1",
                "./jvsim --replay=examples/first/target/bank.json   # exit status 1",
                "./jvsim -cp examples/first/target/before --source-path=examples/first/before --html=examples/first/target/bank.html bank.Bank   # exit status 1",
                "javac -d examples/first/target/fixed examples/first/src/main/java/bank/Bank.java",
                "./jvsim -cp examples/first/target/fixed bank.Bank",
                "mvn -B -q -f examples/first/pom.xml test"), texts);
        assertEquals(List.of(0, 1, 1, 1, 0, 0, 0), commands.stream().map(Command::status).toList());
        assertTrue(commands.stream().allMatch(c -> c.notRun() == null), "every step runs");
    }

    @Test
    void commandsNotRunHereAreRunByCi() throws IOException {
        List<String> ci = Files.readAllLines(ROOT.resolve(".ci/run")).stream().map(String::strip).toList();
        List<Command> notRun = commands().stream().filter(c -> c.notRun() != null).toList();
        assertFalse(notRun.isEmpty());
        for (Command c : notRun)
            assertTrue(ci.stream().anyMatch(l -> l.equals(c.text()) || l.startsWith(c.text() + " || exit")), ".ci/run does not run " + c);
    }

    private static Set<Path> before;

    @BeforeAll
    static void listTheRepository() throws IOException {
        before = topLevel();
    }

    /** Removes the files the commands wrote into the repository's top directory (report.json). */
    @AfterAll
    static void removeWhatTheCommandsWrote() throws IOException {
        for (Path p : topLevel()) if (!before.contains(p) && Files.isRegularFile(p)) Files.delete(p);
    }

    private static Set<Path> topLevel() throws IOException {
        try (Stream<Path> s = Files.list(ROOT)) {
            return new HashSet<>(s.toList());
        }
    }

    @Tag("docs")
    @TestFactory
    Stream<DynamicTest> everyCommandRuns() throws IOException {
        return commands().stream().filter(c -> c.notRun() == null).map(c -> DynamicTest.dynamicTest(c.toString(), () -> run(c)));
    }

    /** Runs the command with bash in the repository, without standard input, and checks its exit status. */
    private static void run(Command c) throws IOException, InterruptedException {
        Path log = Files.createTempFile("jvsim-docs-command", ".log");
        try {
            Process p = new ProcessBuilder("bash", "-c", c.text()).directory(ROOT.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError(c + " did not end within " + TIMEOUT_MINUTES + " minutes");
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertEquals(c.status(), p.exitValue(), c + " exited with " + p.exitValue() + "; its output ends:\n"
                    + output.substring(Math.max(0, output.length() - 4000)));
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
