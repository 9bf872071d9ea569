package jvsim.dist;

import static jvsim.dist.Launches.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jvsim.dist.Launches.Launch;
import jvsim.dist.Launches.Result;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clone's ./jvsim on a fresh copy of this repository's sources (no build output), through a
 * symbolic link from another folder: three first launches at once (one builds, all run), then a build
 * that fails and one that is interrupted, neither taken for built. Each build is a Maven build of
 * jvsim (about a minute on two cores), so the test runs with -Pexhaustive.
 */
@Tag("exhaustive")
class CloneLauncherTest {
    @TempDir
    static Path dir;
    static Path clone, link, work, stamp;

    @BeforeAll
    static void copyTheSources() throws IOException {
        clone = dir.resolve("clone");
        try (Stream<Path> s = Files.walk(ROOT)) {
            for (Path p : (Iterable<Path>) s.filter(CloneLauncherTest::isSource)::iterator) {
                Path to = clone.resolve(ROOT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        link = Files.createDirectories(dir.resolve("bin")).resolve("jvsim");
        Files.createSymbolicLink(link, clone.resolve("jvsim"));
        work = Files.createDirectories(dir.resolve("work"));
        Launches.compilePrograms(work);
        stamp = clone.resolve("tools/target/jvsim.build-stamp");
    }

    /** Not build output, not git's. */
    private static boolean isSource(Path p) {
        for (Path part : ROOT.relativize(p)) if (part.toString().equals("target") || part.toString().equals(".git")) return false;
        return true;
    }

    private static final Map<String, String> ENV = Map.of();

    private static long count(List<Result> results, String text) {
        return results.stream().filter(r -> r.err().contains(text)).count();
    }

    @Test
    void concurrentFirstLaunchesBuildOnceAndFailedOrInterruptedBuildsAreNotTakenForBuilt() throws IOException, InterruptedException {
        // three first launches at once: one builds and makes the archive, the others wait, all run
        List<Result> first = Launches.concurrently(3, 15, work, ENV, link.toString(), "-cp", "classes", "Racy");
        for (Result r : first) {
            assertEquals(1, r.status(), r.toString());
            assertTrue(r.err().contains("AssertionError: lost update"), r.toString());
        }
        assertEquals(1, count(first, "jvsim: building (first use)"), first.toString());
        assertTrue(Files.isRegularFile(stamp));
        // one archive, in the folder of the JDK that ran the launches (tools/target/cds/<key>/)
        try (java.util.stream.Stream<Path> archives = Files.list(clone.resolve("tools/target/cds"))) {
            List<Path> dirs = archives.toList();
            assertEquals(1, dirs.size(), dirs.toString());
            assertTrue(Files.isRegularFile(dirs.get(0).resolve("jvsim.jsa")), dirs.toString());
        }

        // a build that fails removes the stamp: the next launch builds again (and fails again)
        Path broken = clone.resolve("tools/src/main/java/jvsim/tools/Broken.java");
        Files.writeString(broken, "package jvsim.tools; class Broken { int }");
        Result failed = Launches.run(work, ENV, link.toString(), "--version");
        assertEquals(4, failed.status(), failed.toString());
        assertTrue(failed.err().contains("jvsim: rebuilding (sources changed)") && failed.err().contains("jvsim: build failed"), failed.toString());
        assertFalse(Files.exists(stamp));
        Result again = Launches.run(work, ENV, link.toString(), "--version");
        assertEquals(4, again.status(), again.toString());
        assertTrue(again.err().contains("jvsim: rebuilding (the last build failed)"), again.toString());

        // a build killed half-way (the launcher and Maven) leaves no stamp: the next launch builds from scratch
        Files.delete(broken);
        Launch interrupted = Launches.start(work, ENV, link.toString(), "--version");
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!interrupted.errSoFar().contains("rebuilding") && System.nanoTime() < deadline) Thread.sleep(100);
        Thread.sleep(1000);   // Maven under way
        interrupted.kill();
        Result killed = interrupted.await(1);
        assertTrue(killed.err().contains("jvsim: rebuilding (the last build failed)"), killed.toString());
        assertFalse(Files.exists(stamp));

        Result rebuilt = Launches.run(work, ENV, link.toString(), "-cp", "classes", "Safe");
        assertEquals(0, rebuilt.status(), rebuilt.toString());
        assertTrue(rebuilt.err().contains("jvsim: rebuilding from scratch (the last build was interrupted)"), rebuilt.toString());
        assertTrue(Files.isRegularFile(stamp));
        Result built = Launches.run(work, ENV, link.toString(), "-cp", "classes", "Safe");
        assertEquals(0, built.status(), built.toString());
        assertFalse(built.err().contains("building"), built.toString());
        assertTrue(built.out().contains("x=2"), built.toString());

        // built by Maven (the README's set-up, mvn install), not by the launcher: no stamp, a jar newer
        // than every source. The first launch takes it as it is (it used to build again)
        Files.delete(stamp);
        Result afterInstall = Launches.run(work, ENV, link.toString(), "-cp", "classes", "Safe");
        assertEquals(0, afterInstall.status(), afterInstall.toString());
        assertFalse(afterInstall.err().contains("building"), afterInstall.toString());
        assertTrue(Files.isRegularFile(stamp));
        // a source changed since Maven built it: built again
        Files.delete(stamp);
        Path source = clone.resolve("tools/src/main/java/jvsim/tools/Cli.java");
        Files.setLastModifiedTime(source, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
        Result changed = Launches.run(work, ENV, link.toString(), "-cp", "classes", "Safe");
        assertEquals(0, changed.status(), changed.toString());
        assertTrue(changed.err().contains("jvsim: rebuilding (sources changed since Maven built it)"), changed.toString());
    }
}
