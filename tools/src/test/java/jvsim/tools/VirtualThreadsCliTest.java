package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * --virtual-threads: bound (the default) or continuations (experimental), checked before the search,
 * recorded in the JSON report and taken from it by --replay. The test of continuations runs JDK 25's
 * class library (skipped, saying so, without one: {@link Jdk25}).
 */
class VirtualThreadsCliTest {
    /**
     * VOne: a virtual thread (started by reflection, so that the host's javac compiles it) notes what
     * it sees of itself, where a mounted one names its carrier; main prints whether it did and fails.
     */
    @RegisterExtension
    static final CliPrograms programs = new CliPrograms().program("VOne", "public class VOne { static String seen;"
            + " public static void main(String[] args) throws Exception {"
            + " Thread t = (Thread) Thread.class.getMethod(\"startVirtualThread\", Runnable.class)"
            + ".invoke(null, (Runnable) () -> { seen = Thread.currentThread().toString(); });"
            + " t.join(); System.out.println(\"carrier \" + seen.contains(\"@ForkJoinPool-1-worker-\")); throw new AssertionError(\"done\"); } }");

    @Test
    void aBadValueIsAUsageError() {
        CliTest.Result r = programs.run("VOne", "--virtual-threads=carried");
        assertEquals(2, r.status(), r.err());
        assertOneJvsimLine(r);
        assertEquals("jvsim: --virtual-threads: bound or continuations, not 'carried'", r.err().strip());
    }

    @Test
    void continuationsNeedTheClassLibraryOfJdk21() {
        Assumptions.assumeTrue(Runtime.version().feature() < 21, "the host's class library has virtual threads");
        CliTest.Result r = programs.run("VOne", "--virtual-threads=continuations", "--search=none");
        assertEquals(2, r.status(), r.err());
        assertOneJvsimLine(r);
        assertEquals("jvsim: --virtual-threads=continuations needs the class library of JDK 21 or later (the class library is JDK "
                + Runtime.version().feature() + "'s: choose a newer JDK's with --jdk=<home>)", r.err().strip());
    }

    /** Bound (the default): each virtual thread a thread of its own, mounted on no carrier. */
    @Test
    @Tag("jdk25")
    void boundVirtualThreadsHaveNoCarrier() {
        Path jdk = Jdk25.home();
        CliTest.Result r = programs.run("VOne", "--jdk=" + jdk, "--search=none");
        assertEquals(1, r.status(), r.err());
        assertEquals("carrier false\n", r.out());
        assertEquals(r.out(), programs.run("VOne", "--jdk=" + jdk, "--virtual-threads=bound", "--search=none").out());
    }

    /** Continuations: the virtual thread is mounted on a carrier; the report records the mode and its replay runs with it. */
    @Test
    @Tag("jdk25")
    void continuationsAreRecordedAndReplayed() throws IOException {
        Path jdk = Jdk25.home(), report = programs.file("continuations.json");
        CliTest.Result r = programs.run("VOne", "--jdk=" + jdk, "--virtual-threads=continuations", "--report=" + report);
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("java.lang.AssertionError: done"), r.err());
        String json = Files.readString(report);
        assertTrue(json.contains("\"virtualThreads\": \"continuations\""), json);
        assertTrue(json.contains("\"output\": \"carrier true\\n\""), json);

        CliTest.Result replay = jvsim("--replay=" + report);
        assertEquals(1, replay.status(), replay.err());
        assertEquals("carrier true\n", replay.out());
        assertTrue(replay.err().contains("java.lang.AssertionError: done"), replay.err());
    }
}
