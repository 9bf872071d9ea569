package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import jvsim.embed.Javac;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --jdk: the guest's class library chosen from an installed JDK, whose version decides which class
 * files load. The tests running JDK 25's library are skipped with a message naming the missing JDK
 * where none is installed (see {@link Jdk25}).
 */
class JdkCliTest {
    @TempDir
    static Path dir;
    static Path classes;
    /** Hello and Lost as class files of version 69 (Java 25): the host's compiled ones, their version raised. */
    static Path classes69;

    @BeforeAll
    static void compileTargets() throws IOException {
        classes = Javac.compile(dir, Map.of(
                "Hello", "public class Hello { public static void main(String[] a) {"
                        + " System.out.println(\"hello \" + System.getProperty(\"java.vm.specification.version\")); } }",
                "Lost", "public class Lost { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t1 = new Thread(() -> { int v = x; x = v + 1; }); Thread t2 = new Thread(() -> { int v = x; x = v + 1; });"
                        + " t1.start(); t2.start(); t1.join(); t2.join(); if (x != 2) throw new AssertionError(\"lost update: \" + x); } }"));
        classes69 = Files.createDirectories(dir.resolve("classes69"));
        try (var files = Files.list(classes)) {
            for (Path f : files.toList()) {
                byte[] b = Files.readAllBytes(f);
                b[6] = 0;
                b[7] = 69;
                Files.write(classes69.resolve(f.getFileName()), b);
            }
        }
    }

    /** A class file newer than the class library: one line naming both versions and what to do, exit 2. */
    @Test
    void aClassNewerThanTheClassLibraryIsAnInputError() throws IOException {
        int hostMajor = 44 + Runtime.version().feature();
        Path newer = Files.createDirectories(dir.resolve("newer"));
        byte[] b = Files.readAllBytes(classes.resolve("Hello.class"));
        b[6] = (byte) ((hostMajor + 1) >> 8);
        b[7] = (byte) (hostMajor + 1);
        Files.write(newer.resolve("Hello.class"), b);
        CliTest.Result r = jvsim("-cp", newer.toString(), "Hello");
        assertEquals(2, r.status(), r.err());
        assertOneJvsimLine(r);
        assertEquals("jvsim: could not load main class Hello: java.lang.UnsupportedClassVersionError: Hello has been compiled by a more recent version"
                + " of the Java Runtime (class file version " + (hostMajor + 1) + ".0), this version of the Java Runtime only recognizes class file"
                + " versions up to " + hostMajor + ".0 (the class library is JDK " + Runtime.version().feature()
                + "'s: choose a newer JDK's with --jdk=<home>)", r.err().strip());
    }

    @Test
    void aFolderThatIsNoJdkIsAUsageError() {
        CliTest.Result r = jvsim("--jdk=" + dir, "-cp", classes.toString(), "Hello");
        assertEquals(2, r.status(), r.err());
        assertOneJvsimLine(r);
        assertEquals("jvsim: --jdk: " + dir + " is not a JDK of version 9 or later (no lib/modules and lib/jrt-fs.jar)", r.err().strip());
    }

    /** On JDK 25's class library, a Java 25 class file runs, whatever JDK jvsim runs on. */
    @Test
    void aJava25ClassRunsOnJdk25sClassLibrary() {
        Path jdk = Jdk25.home();
        CliTest.Result r = jvsim("--jdk=" + jdk, "--search=none", "-cp", classes69.toString(), "Hello");
        assertEquals(0, r.status(), r.err());
        assertEquals("hello 25\n", r.out());
    }

    /** A search on JDK 25's class library finds the lost update; its report records the JDK, and the replay runs on it. */
    @Test
    void aSearchOnJdk25FindsTheLostUpdateAndItsReplayRunsThere() throws IOException {
        Path jdk = Jdk25.home();
        Path report = dir.resolve("lost25.json");
        CliTest.Result r = jvsim("--jdk=" + jdk, "--report=" + report, "-cp", classes69.toString(), "Lost");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("lost update: 1"), r.err());
        String json = Files.readString(report);
        assertTrue(json.contains("\"jdkHome\": \"" + jdk.toAbsolutePath().normalize() + "\""), json);
        CliTest.Result replay = jvsim("--replay=" + report);
        assertEquals(1, replay.status(), replay.err());
        assertTrue(replay.err().contains("lost update: 1"), replay.err());
    }

    /** Sources compiled by the JDK 25's javac with --release 21 (virtual threads and patterns in switch are not in Java 17's API). */
    private static Path compile21(Path jdk, String name, String source) throws IOException, InterruptedException {
        return compile(jdk, 21, name, source);
    }

    private static Path compile(Path jdk, int release, String name, String source) throws IOException, InterruptedException {
        Path src = Files.createDirectories(dir.resolve("src" + release)), out = Files.createDirectories(dir.resolve("classes" + release));
        Files.writeString(src.resolve(name + ".java"), source);
        Process p = new ProcessBuilder(jdk.resolve("bin/javac").toString(), "--release", String.valueOf(release), "-d", out.toString(),
                src.resolve(name + ".java").toString())
                .redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), text);
        return out;
    }

    private static final String VT_TASKS = "import java.util.concurrent.*; public class %s { static int x; static final Object L = new Object();"
            + " public static void main(String[] a) { try (ExecutorService ex = Executors.newVirtualThreadPerTaskExecutor()) {"
            + " for (int i = 0; i < 2; i++) ex.submit(() -> { %s }); }"
            + " if (x != 2) throw new AssertionError(\"lost update: \" + x); System.out.println(\"x = \" + x); } }";

    /** Two virtual-thread tasks on JDK 25's class library: their lost update is found, the synchronized version verified. */
    @Test
    void virtualThreadTasksOnJdk25() throws Exception {
        Path jdk = Jdk25.home();
        Path cls = compile21(jdk, "VtLost", String.format(VT_TASKS, "VtLost", "int v = x; x = v + 1;"));
        compile21(jdk, "VtSafe", String.format(VT_TASKS, "VtSafe", "synchronized (L) { int v = x; x = v + 1; }"));
        CliTest.Result lost = jvsim("--jdk=" + jdk, "-cp", cls.toString(), "VtLost");
        assertEquals(1, lost.status(), lost.err());
        assertTrue(lost.err().contains("java.lang.AssertionError: lost update: 1"), lost.err());
        CliTest.Result safe = jvsim("--jdk=" + jdk, "-Djdk.virtualThreadScheduler.parallelism=1", "-cp", cls.toString(), "VtSafe");
        assertEquals(0, safe.status(), safe.err());
        assertTrue(safe.err().contains("jvsim: no violation"), safe.err());
        assertTrue(safe.out().contains("x = 2"), safe.out());
    }

    /** A pattern switch over a sealed hierarchy of records (SwitchBootstraps.typeSwitch) runs as on the JDK. */
    @Test
    void aPatternSwitchRunsOnJdk25() throws Exception {
        Path jdk = Jdk25.home();
        Path cls = compile21(jdk, "Shapes", "public class Shapes { sealed interface S permits C, R {} record C(int r) implements S {} record R(int w, int h) implements S {}"
                + " static String d(Object o) { return switch (o) { case C(var r) when r > 5 -> \"big circle\"; case C c -> \"circle \" + c.r();"
                + " case R(int w, int h) -> \"rect \" + w * h; case null -> \"null\"; default -> \"other\"; }; }"
                + " public static void main(String[] a) { for (Object o : new Object[] { new C(9), new C(1), new R(2, 3), null, 4 }) System.out.println(d(o)); } }");
        CliTest.Result r = jvsim("--jdk=" + jdk, "--search=none", "-cp", cls.toString(), "Shapes");
        assertEquals(0, r.status(), r.err());
        assertEquals("big circle\ncircle 1\nrect 6\nnull\nother\n", r.out());
    }

    /** JDK 25's launch protocol (JEP 512): an instance main() runs; a class without any main is an input error naming both forms. */
    @Test
    void anInstanceMainRunsOnJdk25() throws Exception {
        Path jdk = Jdk25.home();
        Path cls = compile(jdk, 25, "Greeter", "public class Greeter { final String who = \"world\"; void main() { IO.println(\"hello \" + who); } }");
        compile(jdk, 25, "NoMain", "public class NoMain { private static void main(String[] a) { } }");
        CliTest.Result r = jvsim("--jdk=" + jdk, "--search=none", "-cp", cls.toString(), "Greeter");
        assertEquals(0, r.status(), r.err());
        assertEquals("hello world\n", r.out());
        CliTest.Result none = jvsim("--jdk=" + jdk, "-cp", cls.toString(), "NoMain");
        assertEquals(2, none.status(), none.err());
        assertOneJvsimLine(none);
        assertEquals("jvsim: no main method in class NoMain: a non-private 'void main(String[])' or 'void main()' is needed", none.err().strip());
    }
}
