package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The in-memory file system is VM state (natives' VirtualFs): files.FileCounter's threads write one
 * file, and every search sees in each execution exactly what that interleaving wrote. The distinct
 * final contents are the reachable ones, for the stateless searches (which restore the initial
 * snapshot and replay) and for stateful DFS (which restores checkpoints mid-execution), so a
 * file written in one interleaving never leaks into another.
 */
class FileSystemSearchTest {
    private static Set<String> finalContents(Search s, String mode) { return outcomes(s, "files.FileCounter", mode); }

    /** The distinct assertion messages of a program's executions (their text after "contents" for FileCounter). */
    private static Set<String> outcomes(Search s, String program, String mode) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(Path.of("target", "classes"));
        c.className = program;
        c.args.add(mode);
        c.findAll = true;
        c.maxTimeMs = 300_000;
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, mode + " " + s.getClass().getSimpleName() + " hit a limit");
        String strip = program.equals("files.FileCounter") ? "^.*contents " : "^.*AssertionError: ";
        return r.violations.stream().map(v -> v.toString().replaceAll(strip, "")).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void appendsAreSeenInTheirInterleavingOnly() {
        // each thread seeks to the end it sees and writes there: both letters, in either order, or one overwriting the other
        assertEquals(Set.of("A", "B", "AB", "BA"), finalContents(new DporSearch(true), "append"));
    }

    /**
     * A store through a shared mapping is a store into the file (files.MappedCounter): a reader's
     * stream sees the file before or after it, in both orders, under DPOR (the mapped access is
     * dependent with the stream's read through the file system's location) and under stateful DFS
     * (checkpoints restore the file's bytes the mapping changed in place).
     */
    @Test
    void mappedStoresAreTheFilesBytes() {
        Set<String> both = Set.of("saw 0 contents 1", "saw 1 contents 1");
        assertEquals(both, outcomes(new DporSearch(true), "files.MappedCounter", "stream"));
        assertEquals(both, outcomes(new StatefulSearch(false), "files.MappedCounter", "stream"));
    }

    /** Two unlocked increments of a mapped byte lose one in some interleavings, in every search alike. */
    @Test
    void mappedIncrementsAreLostInTheirInterleavingOnly() {
        Set<String> both = Set.of("contents 1", "contents 2");
        assertEquals(both, outcomes(new DporSearch(true), "files.MappedCounter", "counter"));
        assertEquals(both, outcomes(new StatefulSearch(false), "files.MappedCounter", "counter"));
    }
}
