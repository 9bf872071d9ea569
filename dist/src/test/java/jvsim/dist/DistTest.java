package jvsim.dist;

import static jvsim.dist.Launches.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import jvsim.dist.Launches.Result;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution as a user installs it: jvsim-&lt;version&gt;.tar.gz (made by this module's package
 * phase; the test runs after it) unpacked into a folder made read-only, its bin/jvsim put on a "PATH"
 * folder as a symbolic link, and run from a third folder with a relative class path, each test with a
 * user cache folder of its own (XDG_CACHE_HOME), so each test's first launch makes the class-data
 * sharing archive.
 */
class DistTest {
    static final String VERSION = System.getProperty("jvsim.version");
    static final Path TAR = ROOT.resolve("dist/target/jvsim-" + VERSION + ".tar.gz");
    static final Path ZIP = ROOT.resolve("dist/target/jvsim-" + VERSION + ".zip");

    @TempDir
    static Path dir;
    /** The unpacked distribution, its symbolic link, the folder the commands run in. */
    static Path home, link, work;
    /** Every file of the install with its size and time, before any launch. */
    static Map<String, String> installed;
    /** XDG_CACHE_HOME naming a file: no cache folder, so no archive. */
    static Map<String, String> noCache;

    @BeforeAll
    static void install() throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(TAR), TAR + " is missing: mvn package makes it");
        Path opt = Files.createDirectories(dir.resolve("opt"));
        Result untar = Launches.run(opt, Map.of(), "tar", "xzf", TAR.toString());
        assertEquals(0, untar.status(), untar.toString());
        home = opt.resolve("jvsim-" + VERSION);
        link = Files.createDirectories(dir.resolve("bin")).resolve("jvsim");
        Files.createSymbolicLink(link, home.resolve("bin/jvsim"));
        work = Files.createDirectories(dir.resolve("work"));
        Launches.compilePrograms(work);
        noCache = Map.of("XDG_CACHE_HOME", Files.writeString(dir.resolve("not-a-folder"), "").toString());
        installed = listing(home);
        setWritable(home, false);   // (root writes all the same: the listing is compared after the tests)
    }

    @AfterAll
    static void installFolderUnchanged() throws IOException {
        setWritable(home, true);    // for @TempDir's clean-up
        assertEquals(installed, listing(home), "the launches wrote into the install folder");
    }

    private static Map<String, String> listing(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s::iterator)
                files.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir" : Files.size(p) + " " + Files.getLastModifiedTime(p));
        }
        return files;
    }

    private static void setWritable(Path root, boolean writable) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p);
                for (PosixFilePermission w : List.of(PosixFilePermission.OWNER_WRITE, PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE))
                    if (writable && w == PosixFilePermission.OWNER_WRITE) perms.add(w); else perms.remove(w);
                Files.setPosixFilePermissions(p, perms);
            }
        }
    }

    private static Map<String, String> cache(String name) {
        return Map.of("XDG_CACHE_HOME", dir.resolve(name).toString());
    }

    /** The cache folder a launch made its archive in: one under jvsim/, named by the version. */
    private static Path archiveFolder(String cacheName) throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve(cacheName).resolve("jvsim"))) {
            List<Path> folders = s.toList();
            assertEquals(1, folders.size(), folders.toString());
            assertTrue(folders.get(0).getFileName().toString().startsWith(VERSION + "-"), folders.toString());
            return folders.get(0);
        }
    }

    @Test
    void bothArchivesHoldTheLauncherTheJarsAndTheDocs() throws IOException, InterruptedException {
        Result tar = Launches.run(dir, Map.of(), "tar", "tzf", TAR.toString());
        assertEquals(0, tar.status(), tar.toString());
        Set<String> tarFiles = new TreeSet<>(tar.out().lines().filter(l -> !l.endsWith("/")).toList());
        Set<String> zipFiles = new TreeSet<>();
        try (ZipFile zip = new ZipFile(ZIP.toFile())) {
            zip.stream().filter(e -> !e.isDirectory()).forEach(e -> zipFiles.add(e.getName()));
        }
        assertEquals(tarFiles, zipFiles);
        String base = "jvsim-" + VERSION + "/";
        for (String f : List.of("bin/jvsim", "bin/jvsim.cmd", "README.md", "docs/cli.md", "lib/jvsim-tools-" + VERSION + ".jar",
                "lib/jvsim-vm-" + VERSION + ".jar", "lib/picocli-4.7.6.jar",
                // the JSON report's library (jvsim.embed.JsonReport) and what it needs
                "lib/jackson-databind-2.22.3.jar", "lib/jackson-core-2.22.3.jar", "lib/jackson-annotations-2.22.jar"))
            assertTrue(tarFiles.contains(base + f), base + f + " not in " + tarFiles);
        assertTrue(Files.getPosixFilePermissions(home.resolve("bin/jvsim")).contains(PosixFilePermission.OWNER_EXECUTE), "bin/jvsim is not executable");
        // the launcher of the distribution is the clone's
        assertEquals(Files.readString(ROOT.resolve("jvsim")), Files.readString(home.resolve("bin/jvsim")));
    }

    @Test
    void runsThroughASymbolicLinkOnAViolationAndACorrectProgram() throws IOException, InterruptedException {
        Result racy = Launches.run(work, cache("cache-1"), link.toString(), "-cp", "classes", "--report=racy.json", "Racy");
        assertEquals(1, racy.status(), racy.toString());
        assertTrue(racy.err().contains("AssertionError: lost update"), racy.toString());
        assertTrue(Files.isRegularFile(work.resolve("racy.json")), "the report is not in the working folder");
        // the report, written and read with the bundled Jackson, replays
        Result replay = Launches.run(work, cache("cache-1"), link.toString(), "--replay=racy.json");
        assertEquals(1, replay.status(), replay.toString());
        assertTrue(replay.err().contains("AssertionError: lost update"), replay.toString());
        Path archive = archiveFolder("cache-1");
        assertTrue(Files.isRegularFile(archive.resolve("jvsim.jsa")), "no class-data sharing archive in " + archive);
        assertTrue(Files.isRegularFile(archive.resolve("jvsim-boot-classes.txt")), "no list of boot classes in " + archive);

        Result safe = Launches.run(work, cache("cache-1"), link.toString(), "-cp", "classes", "Safe", "a", "b");
        assertEquals(0, safe.status(), safe.toString());
        assertTrue(safe.out().contains("x=2 a,b"), safe.toString());
        assertFalse(safe.err().contains("waiting") || safe.out().contains("warning"), safe.toString());

        // a class path outside the working folder, absolute; a usage error
        Result absolute = Launches.run(dir, cache("cache-1"), link.toString(), "-cp", work.resolve("classes").toString(), "Safe");
        assertEquals(0, absolute.status(), absolute.toString());
        Result usage = Launches.run(work, cache("cache-1"), link.toString(), "--no-such-option", "Safe");
        assertEquals(2, usage.status(), usage.toString());
    }

    @Test
    void saysItsVersionAndCommit() throws IOException, InterruptedException {
        Result v = Launches.run(work, noCache, link.toString(), "--version");
        assertEquals(0, v.status(), v.toString());
        assertTrue(v.out().startsWith("jvsim " + VERSION + " (commit "), v.toString());
        assertTrue(v.out().matches("jvsim \\S+ \\(commit ([0-9a-f]{7,}(-dirty)?|unknown), host Java \\S+\\)\\R"), v.toString());
    }

    @Test
    void threeFirstLaunchesAtOnceAllRun() throws IOException, InterruptedException {
        List<Result> results = Launches.concurrently(3, 5, work, cache("cache-3"), link.toString(), "-cp", "classes", "Racy");
        for (Result r : results) {
            assertEquals(1, r.status(), r.toString());
            assertTrue(r.err().contains("AssertionError: lost update"), r.toString());
        }
        Path archive = archiveFolder("cache-3");
        try (Stream<Path> s = Files.list(archive)) {
            // the archive, its list and the marker (besides the lock): no temporary file left
            assertEquals(Set.of("jvsim.jsa", "jvsim-boot-classes.txt", "jvsim.jsa.made"),
                    new TreeSet<>(s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith("jvsim.lock")).toList()));
        }
    }

    @Test
    void runsWithoutACacheFolder() throws IOException, InterruptedException {
        Result r = Launches.run(work, noCache, link.toString(), "-cp", "classes", "Safe");
        assertEquals(0, r.status(), r.toString());
        assertTrue(r.out().contains("x=2"), r.toString());
        assertEquals(Collections.emptyList(), r.err().lines().filter(l -> !l.startsWith("jvsim: no violation")).toList(), r.toString());
    }
}
